import ScreenSpec
import Testing

/// Locations keep their file as a number in a table of names: these pin that the numbers never
/// show, so a location behaves as if it held its path.
@Suite struct SourceLocationTests {
    /// A file name no other test uses, so the order names are numbered in is this test's.
    private func uniqueName(_ suffix: String) -> String {
        "SourceLocationTests-\(suffix).yaml"
    }

    @Test("Locations made apart from equal names are equal and hash alike")
    func equalNames() {
        let name = uniqueName("equal")
        let first = ScreenSpec.SourceLocation(file: name, line: 3, column: 9)
        let second = ScreenSpec.SourceLocation(file: String(name.reversed().reversed()), line: 3, column: 9)
        #expect(first == second)
        #expect(Set([first, second]).count == 1)
        #expect(first != ScreenSpec.SourceLocation(file: uniqueName("other"), line: 3, column: 9))
        #expect(first != ScreenSpec.SourceLocation(file: name, line: 3, column: 10))
    }

    @Test("Locations order by file name, not by the order the names were first seen")
    func orderByName() {
        let later = ScreenSpec.SourceLocation(file: uniqueName("z-seen-first"), line: 1, column: 1)
        let earlier = ScreenSpec.SourceLocation(file: uniqueName("a-seen-second"), line: 99, column: 99)
        #expect(earlier < later)
        #expect(!(later < earlier))
        #expect([later, earlier].sorted() == [earlier, later])
        let sameFile = ScreenSpec.SourceLocation(file: uniqueName("z-seen-first"), line: 1, column: 2)
        #expect(later < sameFile)
    }

    @Test("The file, line and column read back and can be changed")
    func parts() {
        var location = ScreenSpec.SourceLocation(file: uniqueName("parts"), line: 12, column: 5)
        #expect(location.file == uniqueName("parts"))
        #expect(location.description == "\(uniqueName("parts")):12:5")
        location.file = uniqueName("moved")
        location.line += 1
        location.column = 1
        #expect(location == ScreenSpec.SourceLocation(file: uniqueName("moved"), line: 13, column: 1))
        #expect(ScreenSpec.SourceLocation.file(uniqueName("whole")) == ScreenSpec.SourceLocation(file: uniqueName("whole"), line: 1, column: 1))
    }

    @Test("Locations made on several threads at once agree on every file")
    func concurrentNames() async {
        let names = (0..<64).map { uniqueName("concurrent-\($0)") }
        var made: [[ScreenSpec.SourceLocation]] = []
        await withTaskGroup(of: [ScreenSpec.SourceLocation].self) { group in
            for _ in 0..<4 {
                group.addTask { names.map { ScreenSpec.SourceLocation(file: $0, line: 1, column: 1) } }
            }
            for await locations in group {
                made.append(locations)
            }
        }
        #expect(made.count == 4)
        for locations in made {
            #expect(locations.map { $0.file } == names)
            #expect(locations == made[0])
        }
    }
}
