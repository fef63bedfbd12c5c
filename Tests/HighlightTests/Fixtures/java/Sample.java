package com.example.inventory;

import java.util.List;
import java.util.Map;
import static java.nio.charset.StandardCharsets.UTF_8;

/**
 * Keeps stock counts per item.
 *
 * @author Ada
 * @see <a href="https://example.com">docs</a>
 */
@SuppressWarnings("unchecked")
public final class Inventory<T extends Comparable<T>> implements Iterable<T> {
    private static final long MAX_STOCK = 1_000_000L;
    private static final double RATE = 0.5d;
    private static final float RATIO = 1.25f;
    private static final int MASK = 0xFF_FF;
    private static final int FLAGS = 0b1010_0101;

    private final Map<T, Integer> counts = new java.util.HashMap<>();
    /* a block comment
       spanning lines */
    private char separator = ';';
    private char tab = '\t';
    private char quote = '\'';

    @Override
    public java.util.Iterator<T> iterator() {
        return counts.keySet().iterator();
    }

    @Deprecated(since = "2.0", forRemoval = true)
    public int count(T item) {
        Integer n = counts.get(item);
        return n == null ? 0 : n;
    }

    // Adds stock; refuses to go past the maximum.
    public boolean add(T item, int amount) {
        int next = count(item) + amount;
        if (next > MAX_STOCK || amount < 0) {
            throw new IllegalArgumentException("too many: " + next + "\n");
        }
        counts.put(item, next);
        return true;
    }

    public String report() {
        String header = """
            Inventory report
              "quoted" lines keep their \"escapes\" \t
            and end here""";
        var lines = new StringBuilder(header);
        for (var entry : counts.entrySet()) {
            lines.append(entry.getKey()).append(separator).append(entry.getValue());
        }
        return lines.toString();
    }

    public sealed interface Shape permits Circle, Square {}
    public record Circle(double radius) implements Shape {}
    public record Square(double side) implements Shape {}

    static double area(Shape shape) {
        return switch (shape) {
            case Circle c when c.radius() > 0 -> Math.PI * c.radius() * c.radius();
            case Square s -> s.side() * s.side();
            default -> 0.0;
        };
    }

    public @interface Audited {
        String value() default "";
    }

    byte[] bytes(String s) {
        return s.getBytes(UTF_8);
    }
}
