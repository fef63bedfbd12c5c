/// Output stays proportional to input (issue 21: lint printed a whole line once a finding, so
/// 10,000 findings on a 30 KB line wrote 1.2 GB; wrapping re-read a line's spans once a row).
///
/// The bound is a fixed number of bytes out for each byte in, generous enough for every visible
/// form (`<U+202E>` and its notice colors for three bytes, a gutter and padding on each row
/// wrapped at a width of 1) and far below what work that multiplies does to an input of a few
/// kilobytes: a thousand findings each printing a kilobyte line is a thousand times the input.
public enum Proportional {
    /// Bytes out for each byte in, past `allowance`.
    public static let ratio = 512
    /// Bytes out any input may take: a title, a header, a legend.
    public static let allowance = 64 * 1024

    /// Fails unless `output` is within the bound for `input` bytes, and `extra` bytes more
    /// (what a format repeats by design, such as a file's name on each finding).
    public static func check(output: Int, input: Int, extra: Int = 0, _ what: @autoclosure () -> String) {
        let bound = ratio * input + allowance + extra
        Invariant.check(output <= bound, "\(what()): \(output) bytes out of \(input) in, over \(bound)")
    }
}
