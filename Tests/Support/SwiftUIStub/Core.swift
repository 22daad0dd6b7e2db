// A hand-written stand-in for Apple's `SwiftUI` module, for type-checking generated SwiftUI code on
// Linux. Declarations follow /work/shared/reference/swiftui-api.md (and Apple's current docs where
// the reference is silent): same names, argument labels, generic signatures, defaults, result
// builders and concurrency annotations. `@available` attributes are copied for documentation; on
// Linux the compiler ignores Apple-platform availability, so they restrict nothing.
//
// Bodies never run: they are `_stubUnreachable()` or trivial. See README.md in this folder for what
// the stub models, what it leaves out on purpose, and where it deviates from the real SDK.
//
// Two deliberate strengthenings over the real SDK (so the stub catches what the generator must not emit):
// - Soft-deprecated APIs that the reference says "Do not emit" carry `@available(*, deprecated, …)`,
//   so using them produces a warning on Linux (the real SDK is silent until a future OS version).
// - APIs that do not exist on iOS (macOS/watchOS/visionOS only) are `@available(*, unavailable, …)`.

@_exported import Foundation
@_exported import Observation

/// The one body of everything in this module that would need a real implementation.
@inline(never)
public func _stubUnreachable(_ what: StaticString = "SwiftUI stub", file: StaticString = #fileID, line: UInt = #line) -> Never {
    fatalError("\(what): the SwiftUI stub is for type-checking only", file: file, line: line)
}

// MARK: - View

/// A type that represents part of your app's user interface (DOC `view`: `@MainActor @preconcurrency`).
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { _stubUnreachable() }
}

/// Primitive views have `Body == Never`; this keeps their declarations short.
public protocol _PrimitiveView: View where Body == Never {}
extension _PrimitiveView {
    public var body: Never { _stubUnreachable() }
}

// MARK: - ViewBuilder

/// The result builder for view content (iOS 17+ shape: a variadic `buildBlock` via parameter packs,
/// so more than ten children are accepted, as with deployment targets from iOS 17).
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }

    // `@_alwaysEmitIntoClient` in the SDK, so usable at any deployment target (reference §13).
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View {
        TupleView((repeat each content))
    }

    /// Real ViewBuilder spells `if` without `else` as `buildIf`; `buildOptional` is the same shape.
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }

    public static func buildOptional<Content>(_ content: Content?) -> Content? where Content: View { content }

    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        AnyView(content)
    }
}

/// The content of a builder block with several children.
@frozen
public struct TupleView<T> {
    public var value: T
    public init(_ value: T) { self.value = value }
}

extension TupleView: _PrimitiveView {}

/// The result of `if`/`else` and `switch` in every builder of this module (views, toolbar
/// content, tab content, scenes), as in SwiftUI.
@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    public let storage: Storage
    nonisolated public init(storage: Storage) { self.storage = storage }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { _stubUnreachable() }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { _stubUnreachable() }
}

/// A type-erased view.
@frozen
public struct AnyView: _PrimitiveView {
    nonisolated public init<V>(_ view: V) where V: View {}
    nonisolated public init<V>(erasing view: V) where V: View {}
}

/// A view that displays nothing.
@frozen
public struct EmptyView: _PrimitiveView {
    nonisolated public init() {}
}

// MARK: - Modifiers

/// A modifier that you apply to a view or another view modifier.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The content view handed to `ViewModifier.body(content:)`.
public struct _ViewModifier_Content<Modifier>: _PrimitiveView where Modifier: ViewModifier {}

/// A value with a modifier applied to it. Every stub modifier returns one (as `some View`), so
/// the types of modifier chains flow exactly as with the real module.
@frozen
public struct ModifiedContent<Content, Modifier> {
    nonisolated public init(content: Content, modifier: Modifier) {}
    public var content: Content { _stubUnreachable() }
    public var modifier: Modifier { _stubUnreachable() }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { _stubUnreachable() }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
    public func body(content: _ViewModifier_Content<ModifiedContent<Content, Modifier>>) -> Never { _stubUnreachable() }
}

/// The modifier behind every stub modifier method (one type is enough: results are opaque).
public struct _StubModifier: ViewModifier {
    nonisolated public init() {}
    public typealias Body = Never
    public func body(content: Content) -> Never { _stubUnreachable() }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    /// What every stub modifier returns.
    nonisolated public func _modified() -> ModifiedContent<Self, _StubModifier> {
        ModifiedContent(content: self, modifier: _StubModifier())
    }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
