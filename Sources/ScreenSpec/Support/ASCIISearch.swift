import Foundation

extension String {
    /// Whether the text holds `needle`, exactly as Foundation's `contains(_:)` answers, but found
    /// on the UTF-8 bytes when the text is ASCII, as spec names and generated code nearly always
    /// are: Foundation searches through `NSString`, with canonical equivalence, at a hundred times
    /// the cost. Text with other characters, or a needle that is not ASCII, goes to Foundation.
    func containsASCII(_ needle: String) -> Bool {
        let pattern = needle.utf8
        guard let head = pattern.first, pattern.allSatisfy({ $0 < 0x80 }) else { return range(of: needle) != nil }
        let bytes = utf8
        var found = false
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte >= 0x80 { return range(of: needle) != nil }
            if !found, byte == head, bytes[index...].starts(with: pattern) { found = true }
            bytes.formIndex(after: &index)
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
