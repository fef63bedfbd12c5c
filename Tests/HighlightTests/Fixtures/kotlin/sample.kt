@file:JvmName("Inventory")
package com.example.inventory

import kotlin.math.max

/**
 * An item in stock.
 * /* KDoc may nest a comment */ and still be KDoc.
 * @property name what it is called
 */
data class Item(val name: String, val count: Int = 0)

/* outer /* nested */ still
   a comment */
/**/

@Target(AnnotationTarget.FUNCTION)
annotation class Audited(val reason: String)

sealed interface Event {
    object Cleared : Event
    data class Added(val item: Item) : Event
}

class Inventory {
    private val items = mutableMapOf<String, Item>()
    @Volatile private var revision: Long = 0L

    @Audited("adds stock")
    fun add(name: String, count: Int = 1): Item {
        val current = items[name]?.count ?: 0
        val item = Item(name, max(current + count, 0))
        items[name] = item
        revision++
        return item
    }

    fun report(): String {
        val header = "Inventory (rev $revision, ${items.size} items)\n"
        val body = items.values.joinToString("\n") { "  ${it.name}: ${it.count}" }
        val nested = "total: ${items.values.sumOf { it.count }.let { "[$it]" }}"
        val dollar = "costs \$5 or ${'$'}6 and $ 7"
        return header + body + nested + dollar
    }

    fun kinds(): List<KClass<out Event>> {
        val annotation = Audited::class.java.simpleName
        val companion = listOf(Event.Cleared::class, Event.Added::class)
        return companion.filter { it.simpleName != annotation }
    }

    fun table(): String = """
        |Name    | Count
        |${"-".repeat(8)}|------
        |$revision  | \n stays raw
        |${items.keys.joinToString()}
    """.trimMargin()

    fun quoted() = """she said "hi""""

    fun `handles odd names`(): Boolean = items.isEmpty()
}

fun classify(c: Char): String = when (c) {
    'a', 'e', 'i' -> "vowel"
    '\n', '\t', '\'' -> "space or quote"
    '\u00e9' -> "accented"
    in '0'..'9' -> "digit"
    else -> "other"
}

suspend fun main(args: Array<String>) {
    val inventory = Inventory()
    listOf("apple", "pear").forEach {
        if (it.isEmpty()) return@forEach
        inventory.add(it, 0x1F + 0b101 + 1_000)
    }
    loop@ for (i in 1..10) {
        if (i % 3 == 0) continue@loop
        if (i > 7) break@loop
    }
    val ratio = 3.5e-2 * 2.0f + 10L
    val maybe: String? = null
    println(maybe ?: inventory.report())
    println(inventory.`handles odd names`() && ratio > 0 || false)
    val ch = 'x'
    println("$ch and ${ch.code} is ${if (ch == 'x') "ex" else "other"}")
}
