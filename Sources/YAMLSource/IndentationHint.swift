// Keys of one mapping indented differently: in
//
//     TapAddition:
//         presentation: sheet
//       title: Add Tap
//
// libyaml ends the mapping of `presentation` at `title`, finds no mapping indented by 6 to
// continue, and says "did not find expected key" at `title`, which names no mistake.

extension YAMLProblem {
    /// For "did not find expected key" at the start of a line indented less than the key on the
    /// line above it: what the two indentations are, and a note at the line above (either line
    /// may be the one to move, so there is no fix-it). Nil for any other problem.
    static func indentationHint(_ problem: String, at mark: Mark, in input: UnsafeBufferPointer<UInt8>)
        -> (message: String, note: Note)?
    {
        guard problem == "did not find expected key", mark.line > 1 else { return nil }
        var starts = [0]
        var index = 0
        while starts.count < mark.line, let newline = input[index...].firstIndex(of: UInt8(ascii: "\n")) {
            index = newline + 1
            starts.append(index)
        }
        guard starts.count == mark.line else { return nil }
        /// The spaces before line `number`'s first character, and that character (nil: blank).
        func indentation(_ number: Int) -> (spaces: Int, first: UInt8?) {
            var position = starts[number - 1]
            while position < input.count, input[position] == UInt8(ascii: " ") { position += 1 }
            let first = position < input.count ? input[position] : nil
            let blank = first == nil || first == UInt8(ascii: "\n") || first == UInt8(ascii: "\r")
            return (position - starts[number - 1], blank ? nil : first)
        }
        let here = indentation(mark.line)
        guard here.spaces == mark.column - 1, here.first != nil else { return nil }
        var above = mark.line - 1
        while above >= 1, indentation(above).first == nil || indentation(above).first == UInt8(ascii: "#") { above -= 1 }
        guard above >= 1 else { return nil }
        let before = indentation(above).spaces
        guard before > here.spaces else { return nil }
        return ("this line is indented by \(here.spaces) spaces and the key above it by \(before): "
                    + "keys of one mapping line up",
                Note(message: "indented by \(before) spaces here", mark: Mark(line: above, column: before + 1)))
    }
}
