/// The screens whose enum cases (`GeneratedNames.caseName`) are equal, by screen number: what
/// `generated_name_collision` and `duplicate_destination_type` look for, found without making
/// and hashing the case name of every screen.
final class CaseNameGroups: Sendable {
    /// For each screen number, its group's number, or -1 when no other screen has its case name.
    let groupOfScreen: [Int32]
    /// The screens of each group, ascending; every group has two or more.
    let groups: [[Int32]]

    init(_ index: SpecIndex) {
        var groupOfScreen = [Int32](repeating: -1, count: index.ids.count)
        var groups: [[Int32]] = []
        // Screens whose case names may be equal: all of them, or those whose ids are equal
        // ignoring ASCII case, which every pair of equal case names is when the ids are ASCII
        // (a case name only lowers ASCII capitals of its id).
        var candidates: [[Int32]] = []
        if index.ids.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) {
            var keys = index.ids.indices.map { (hash: Self.caseInsensitiveHash(index.ids[$0]), screen: Int32($0)) }
            keys.sort { ($0.hash, $0.screen) < ($1.hash, $1.screen) }
            var start = 0
            while start < keys.count {
                var end = start + 1
                while end < keys.count, keys[end].hash == keys[start].hash { end += 1 }
                if end - start > 1 { candidates.append(keys[start..<end].map(\.screen)) }
                start = end
            }
        } else {
            candidates = [index.ids.indices.map { Int32($0) }]
        }
        for screens in candidates {
            var byName: [String: [Int32]] = [:]
            var order: [String] = []
            for screen in screens {
                let name = GeneratedNames.caseName(forScreen: index.ids[Int(screen)])
                if byName[name] == nil { order.append(name) }
                byName[name, default: []].append(screen)
            }
            for name in order {
                guard let members = byName[name], members.count > 1 else { continue }
                for member in members { groupOfScreen[Int(member)] = Int32(groups.count) }
                groups.append(members.sorted())
            }
        }
        self.groupOfScreen = groupOfScreen
        self.groups = groups
    }

    /// FNV-1a of the ASCII-lowercased bytes.
    private static func caseInsensitiveHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            hash = (hash ^ UInt64(lowered)) &* 0x100_0000_01b3
        }
        return hash
    }
}

extension NavigationGraph {
    /// The screens whose case names are equal, found by the first rule that needs them.
    var caseNameGroups: CaseNameGroups { memo.value { CaseNameGroups(index) } }
}
