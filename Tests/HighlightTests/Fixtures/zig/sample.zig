//! A small module: greets and sums.
const std = @import("std");
const mem = std.mem;

/// A point in the plane.
/// Fields are public.
//// Four slashes: a plain comment.
pub const Point = struct {
    x: i32 = 0,
    y: i32 = 0,

    // Adds two points.
    pub fn add(self: Point, other: Point) Point {
        return .{ .x = self.x + other.x, .y = self.y + other.y };
    }
};

const banner =
    \\Hello, "world"!
    \\  no \n escapes here // not a comment
    \\
;

const Color = enum(u8) { red, green, blue };

fn sum(items: []const u64) u64 {
    var total: u64 = 0;
    for (items, 0..) |item, i| {
        total += item * i;
    }
    return total;
}

pub fn main() !void {
    const stdout = std.io.getStdOut().writer();
    try stdout.print("{s}\n", .{banner});
    const numbers = [_]u64{ 1_000, 0xFF, 0o17, 0b1010, 1.5e3, 0x1.8p3 };
    _ = numbers[1..3];
    const c: u8 = 'a';
    const nl: u8 = '\n';
    const smile: u21 = '\u{1F600}';
    const odd: u7 = 5;
    const wide: i128 = -1;
    const sz: usize = @sizeOf(Point);
    const casted: u32 = @intCast(sz);
    const @"weird name" = c + nl;
    var opt: ?*Point = null;
    if (opt) |p| {
        p.x = 1;
    } else {
        opt = undefined;
    }
    const err = error.OutOfMemory;
    _ = .{ smile, odd, wide, casted, @"weird name", err, Color.red };
    const s = "tab\tquote\"end";
    if (mem.eql(u8, s, "x") and true or false) unreachable;
}

test "sum adds" {
    try std.testing.expectEqual(@as(u64, 6), sum(&.{ 1, 2, 3 }));
}
