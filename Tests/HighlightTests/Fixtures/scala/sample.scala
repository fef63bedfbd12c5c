package example.shop

import scala.annotation.tailrec
import scala.collection.mutable

/** A line on an order.
  *
  * /* Scaladoc may nest a comment */ and go on.
  * @param name what was bought
  */
final case class Line(name: String, qty: Int, price: Double)

/* outer /* nested */ still
   a comment */
/**/

sealed trait Status
object Status {
  case object Open extends Status
  case object Paid extends Status
}

enum Size derives CanEqual:
  case Small, Large

class Order(val id: Long) {
  private val lines = mutable.ListBuffer.empty[Line]

  def add(line: Line): this.type = {
    lines += line
    this
  }

  def total: Double = lines.map(l => l.qty * l.price).sum

  @tailrec
  private def count(xs: List[Line], acc: Int = 0): Int = xs match {
    case Nil          => acc
    case head :: tail => count(tail, acc + head.qty)
  }

  @deprecated("use render", since = "1.2")
  def describe(): String = s"Order $id has ${lines.size} lines, total ${total}"

  def render: String = {
    val header = f"Order #$id%06d: $total%.2f (${lines.size}%d lines)\n"
    val path = raw"C:\orders\$id\n stays raw"
    val cost = s"costs $$5 and a quote $" and ${if (total > 0) "some" else "none"}"
    val plain = "no $interpolation here\t"
    val table = s"""
      |Id:    $id
      |Lines: ${lines.map { l => s"${l.name} x${l.qty}" }.mkString(", ")}
      |Esc:   \t tab
      |""".stripMargin
    val rawBlock = """
      |no escapes \n here, no $templates
      |""""
    header + path + cost + plain + table + rawBlock
  }
}

object Main {
  val symbol = 'legacy
  val letter = 'x'
  val newline = '\n'
  val quote = '\''
  val unicode = '\u00e9'
  val numbers = List(1_000_000, 0xFF, 42L, 3.14, 1e-3, 2.5f)

  def `weird name`(n: Int): Int = n * 2

  def main(args: Array[String]): Unit = {
    val order = new Order(7).add(Line("tea", 2, 3.5))
    val status: Status = Status.Open
    status match {
      case Status.Open if order.total > 0 => println(order.render)
      case _                              => println(None)
    }
    for (i <- 1 to 3; if i % 2 == 1) yield `weird name`(i)
    println(s"$symbol $letter $newline $quote $unicode ${numbers.mkString}")
    val ok = true && !false || null == null
  }
}
