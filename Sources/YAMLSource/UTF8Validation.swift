/// Finds the first invalid UTF-8 sequence, so a bad file is reported as `yaml.encoding`
/// at its line and column instead of as a libyaml reader error.
enum UTF8Validation {
    static func firstError(in bytes: [UInt8]) -> YAMLProblem? {
        var line = 1
        var column = 1
        var offset = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0x0A { line += 1; column = 1 } else { column += 1 }
                index += 1
                offset += 1
                continue
            }
            let length: Int
            let minimum: UInt32
            var scalar: UInt32
            switch byte {
            case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(byte & 0x1F)
            case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(byte & 0x0F)
            case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(byte & 0x07)
            default: return problem(line, column, offset, byte)
            }
            guard index + length <= count else { return problem(line, column, offset, byte) }
            for next in bytes[(index + 1)..<(index + length)] {
                guard next & 0xC0 == 0x80 else { return problem(line, column, offset, byte) }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
                return problem(line, column, offset, byte)
            }
            index += length
            offset += 1
            column += 1
        }
        return nil
    }

    private static func problem(_ line: Int, _ column: Int, _ offset: Int, _ byte: UInt8) -> YAMLProblem {
        let hex = String(byte, radix: 16, uppercase: true)
        return YAMLProblem(.encoding, "the file is not valid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex))",
                           at: Mark(line: line, column: column, offset: offset))
    }
}
