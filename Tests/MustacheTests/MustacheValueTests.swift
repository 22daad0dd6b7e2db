import Mustache
import Testing

/// The value model: truthiness, equality and lookups.
@Suite struct MustacheValueTests {
    @Test func truthinessFollowsTheSpec() {
        let falsy: [MustacheValue] = [.null, false, []]
        let truthy: [MustacheValue] = [true, 0, 0.0, "", "text", [nil], [:], ["a": 1]]
        #expect(falsy.allSatisfy { !$0.isTruthy })
        #expect(truthy.allSatisfy { $0.isTruthy })
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
