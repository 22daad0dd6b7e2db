/// Finds the first invalid UTF-8 sequence, or the first U+0085, U+2028 or U+2029 (line breaks
/// to libyaml, not to editors), so a bad file is reported as `yaml.encoding` at its line and
/// column (as editors count them) instead of as a libyaml reader error; and turns libyaml's byte
/// offsets (reader errors) into marks. Lines and columns are counted the way libyaml counts
/// them: `\r\n`, `\r`, `\n`, U+0085, U+2028 and U+2029 end a line, a column is a scalar.
enum UTF8Validation {
    /// The mark just past the last scalar of `bytes`, or a problem at the first invalid sequence.
    static func endMark(of bytes: UnsafeBufferPointer<UInt8>) -> Result<Mark, YAMLProblem> {
        var cursor = Cursor()
        var index = 0
        guard let base = bytes.baseAddress else { return .success(cursor.mark) }
        while index < bytes.count {
            // Eight ASCII bytes at a time, up to a line break: most of a YAML file.
            if index + 8 <= bytes.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                if word & 0x8080_8080_8080_8080 == 0 {
                    // The first line break's byte; the lowest byte the masks flag is always a real match.
                    let ascii = (matches(word, 0x0A) | matches(word, 0x0D)).trailingZeroBitCount / 8
                    if ascii > 0 {
                        cursor.mark.offset += ascii
                        cursor.mark.column += ascii
                        cursor.afterCarriageReturn = false
                        index += ascii
                    }
                    if ascii < 8 {
                        cursor.advance(over: UInt32(base[index]))
                        index += 1
                    }
                    continue
                }
            }
            if base[index] < 0x80 {
                cursor.advance(over: UInt32(base[index]))
                index += 1
                continue
            }
            guard let (scalar, length) = decode(bytes, at: index) else {
                let hex = String(bytes[index], radix: 16, uppercase: true)
                return .failure(YAMLProblem(
                    .encoding, "the file is not valid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex))",
                    at: cursor.mark))
            }
            if let name = lineBreakEditorsIgnore(scalar) {
                // libyaml ends a line there, editors do not: every later location would be a
                // line off, and in a comment the rest of the line would be read as YAML.
                let hex = String(scalar, radix: 16, uppercase: true)
                let code = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                return .failure(YAMLProblem(
                    .encoding, "U+\(code) (\(name)) is a line break to YAML but not to editors; "
                        + "write it as \"\\u\(code)\" in a double-quoted string",
                    at: cursor.mark))
            }
            cursor.advance(over: scalar)
            index += length
        }
        return .success(cursor.mark)
    }

    /// The name of U+0085, U+2028 or U+2029, which YAML 1.1 (libyaml) counts as line breaks and
    /// editors do not; nil for any other scalar.
    static func lineBreakEditorsIgnore(_ scalar: UInt32) -> String? {
        switch scalar {
        case 0x85: return "next line"
        case 0x2028: return "line separator"
        case 0x2029: return "paragraph separator"
        default: return nil
        }
    }

    /// The top bit of each byte of `word` (least significant first) that may be `byte`: nonzero
    /// when one is, and its lowest set bit is always at the first byte that is.
    private static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let difference = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (difference &- 0x0101_0101_0101_0101) & ~difference & 0x8080_8080_8080_8080
    }

    /// The mark of the scalar starting at `byteOffset` in valid UTF-8 `bytes`.
    static func mark(atByte byteOffset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Mark {
        var cursor = Cursor()
        var index = 0
        while index < min(byteOffset, bytes.count), let (scalar, length) = decode(bytes, at: index) {
            cursor.advance(over: scalar)
            index += length
        }
        return cursor.mark
    }

    /// The scalar at `index` and its length in bytes, or nil when the bytes there are not UTF-8.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int)? {
        let byte = bytes[index]
        if byte < 0x80 { return (UInt32(byte), 1) }
        let length: Int
        let minimum: UInt32
        var scalar: UInt32
        switch byte {
        case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(byte & 0x1F)
        case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(byte & 0x0F)
        case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(byte & 0x07)
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for next in bytes[(index + 1)..<(index + length)] {
            guard next & 0xC0 == 0x80 else { return nil }
            scalar = scalar << 6 | UInt32(next & 0x3F)
        }
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return nil }
        return (scalar, length)
    }

    /// A position that moves one scalar at a time.
    private struct Cursor {
        var mark = Mark(line: 1, column: 1, offset: 0)
        var afterCarriageReturn = false

        mutating func advance(over scalar: UInt32) {
            mark.offset += 1
            defer { afterCarriageReturn = scalar == 0x0D }
            switch scalar {
            case 0x0A where afterCarriageReturn:
                break  // the second half of `\r\n`: the line already ended
            case 0x0A, 0x0D, 0x85, 0x2028, 0x2029:
                mark.line += 1
                mark.column = 1
            default:
                mark.column += 1
            }
        }
    }
}
