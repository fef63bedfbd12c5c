/// Values in the order they came, taken from the front in constant time: a taken slot lets
/// go of its value at once, and the spent front is cut off now and then.
struct FIFO<Element> {
    private var slots: [Element?] = []
    /// Where the next value to take is; the slots before it are spent.
    private var head = 0

    /// Whether every value appended has been taken.
    var isEmpty: Bool { head == slots.count }

    mutating func append(_ value: Element) {
        slots.append(value)
    }

    /// The oldest value, taken out; nil when none is left.
    mutating func removeFirst() -> Element? {
        guard head < slots.count else { return nil }
        let value = slots[head]
        slots[head] = nil
        head += 1
        if head == slots.count {
            slots.removeAll(keepingCapacity: true)
            head = 0
        } else if head > 64, head * 2 > slots.count {
            slots.removeFirst(head)
            head = 0
        }
        return value
    }
}
