import Mustache
import Testing

/// The value model: truthiness, objects' key order, equality and lookups.
@Suite struct MustacheValueTests {
    @Test func truthinessFollowsTheSpec() {
        let falsy: [MustacheValue] = [.null, false, []]
        let truthy: [MustacheValue] = [true, 0, 0.0, "", "text", [nil], [:], ["a": 1]]
        #expect(falsy.allSatisfy { !$0.isTruthy })
        #expect(truthy.allSatisfy { $0.isTruthy })
    }

    @Test(arguments: [3, 20])
    func objectsKeepInsertionOrderAndFindEveryKey(count: Int) {
        // 20 keys takes the hashed path, 3 the linear one.
        var object = MustacheObject()
        let keys = (0..<count).map { "key\(count - $0)" }
        for (position, key) in keys.enumerated() {
            object[key] = .int(position)
        }
        #expect(object.keys == keys)
        #expect(object.count == count)
        for (position, key) in keys.enumerated() {
            #expect(object[key] == .int(position))
        }
        #expect(object["absent"] == nil)
        #expect(Array(object.map(\.key)) == keys)
    }

    @Test(arguments: [3, 20])
    func replacingKeepsThePositionAndRemovingCloses(count: Int) {
        var object = MustacheObject((0..<count).map { ("k\($0)", MustacheValue.int($0)) })
        object["k1"] = "replaced"
        #expect(object.keys[1] == "k1")
        #expect(object["k1"] == "replaced")
        object["k0"] = nil
        #expect(object.keys.first == "k1")
        #expect(object.count == count - 1)
        #expect(object["k2"] == .int(2))
        #expect(object["k0"] == nil)
    }

    @Test func equalityAndHashingIgnoreKeyOrder() {
        let forward: MustacheValue = ["a": 1, "b": [true, nil]]
        let backward: MustacheValue = ["b": [true, nil], "a": 1]
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
        #expect(forward != ["a": 1, "b": [true]])
        #expect(forward != ["a": 1])
        #expect(MustacheValue.int(1) != .double(1))
    }

    @Test func subscriptsReadOnlyObjects() {
        let value: MustacheValue = ["a": ["b": "c"]]
        #expect(value["a"]?["b"] == "c")
        #expect(value["missing"] == nil)
        #expect(MustacheValue.string("a")["a"] == nil)
        #expect(MustacheValue.array([["a": 1]])["a"] == nil)
    }
}
