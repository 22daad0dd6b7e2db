/// YAML with `↓` markers right before the nodes a diagnostic must point at: the triggering
/// examples of loader tests and checker rules state their expected locations in the text itself.
public struct MarkedSource: Sendable {
    /// The text with every marker removed.
    public let text: String
    /// Where each marker stood, in order: 1-based line and column (in Unicode scalars) of the
    /// character that followed it in `text`.
    public let markers: [(line: Int, column: Int)]

    /// Removes the markers from `marked` and records their positions.
    public init(_ marked: String, marker: Character = "↓") {
        var text = String.UnicodeScalarView()
        var markers: [(line: Int, column: Int)] = []
        var line = 1
        var column = 1
        let markerScalars = Array(String(marker).unicodeScalars)
        let scalars = Array(marked.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index...].starts(with: markerScalars) {
                markers.append((line, column))
                index += markerScalars.count
                continue
            }
            let scalar = scalars[index]
            text.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        self.text = String(text)
        self.markers = markers
    }
}
