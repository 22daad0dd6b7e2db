import Foundation

extension String {
    /// Whether the text holds `needle`, exactly as Foundation's `contains(_:)` answers, but found
    /// on the UTF-8 bytes when the text is ASCII, as spec names and generated code nearly always
    /// are: Foundation searches through `NSString`, with canonical equivalence, at a hundred times
    /// the cost. Text with other characters, or a needle that is not ASCII, goes to Foundation.
    func containsASCII(_ needle: String) -> Bool {
        var text = self, pattern = needle
        // `withUTF8` makes a bridged string contiguous first; native ones already are.
        let found = text.withUTF8 { text in pattern.withUTF8 { pattern in Self.find(pattern, in: text) } }
        return found ?? (range(of: needle) != nil)
    }

    /// Whether ASCII `text` holds ASCII `pattern`; nil when either is not ASCII or `pattern` is empty.
    private static func find(_ pattern: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let head = pattern.first, pattern.allSatisfy({ $0 < 0x80 }) else { return nil }
        var found = false
        for start in text.indices {
            let byte = text[start]
            if byte >= 0x80 { return nil }
            if !found, byte == head, text.count - start >= pattern.count,
               text[start..<start + pattern.count].elementsEqual(pattern) {
                found = true
            }
        }
        return found
    }

    /// The text without the spaces and tabs at its ends, as Foundation's
    /// `trimmingCharacters(in: .whitespaces)`; without Foundation when both ends are ASCII other
    /// than a space or a tab (the other whitespace characters are not ASCII), so nothing is trimmed.
    func trimmingASCIIWhitespaceEnds() -> String {
        func keeps(_ byte: UInt8?) -> Bool {
            guard let byte else { return false }
            return byte < 0x80 && byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t")
        }
        if keeps(utf8.first), keeps(utf8.last) { return self }
        return trimmingCharacters(in: .whitespaces)
    }
}
