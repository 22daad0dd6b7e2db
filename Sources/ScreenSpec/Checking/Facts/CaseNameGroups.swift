/// The screens whose enum cases (`Naming.caseName`) are equal, by screen number: what
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
            // Screens by hash in an open-addressed table: the first screen of each hash, and
            // the screens after it in `candidates` once a second one comes.
            var capacity = 16
            while capacity < index.ids.count * 2 { capacity *= 2 }
            var slots = [(hash: UInt64, screen: Int32, candidates: Int32)](repeating: (0, -1, -1), count: capacity)
            for screen in index.ids.indices {
                let hash = Self.caseInsensitiveHash(index.ids[screen])
                var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
                while slots[slot].screen >= 0, slots[slot].hash != hash { slot = (slot + 1) & (capacity - 1) }
                if slots[slot].screen < 0 {
                    slots[slot] = (hash, Int32(screen), -1)
                } else if slots[slot].candidates < 0 {
                    slots[slot].candidates = Int32(candidates.count)
                    candidates.append([slots[slot].screen, Int32(screen)])
                } else {
                    candidates[Int(slots[slot].candidates)].append(Int32(screen))
                }
            }
        } else {
            candidates = [index.ids.indices.map { Int32($0) }]
        }
        for screens in candidates {
            var byName: [String: [Int32]] = [:]
            var order: [String] = []
            for screen in screens {
                let name = Naming.caseName(forScreen: index.ids[Int(screen)])
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

    /// FNV-1a of the ASCII-lowercased bytes, its high bits folded into the low ones that pick a slot.
    private static func caseInsensitiveHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            hash = (hash ^ UInt64(lowered)) &* 0x100_0000_01b3
        }
        return hash ^ (hash >> 29)
    }
}

extension NavigationGraph {
    /// The screens whose case names are equal, found by the first rule that needs them.
    var caseNameGroups: CaseNameGroups { memo.value { CaseNameGroups(index) } }
}
