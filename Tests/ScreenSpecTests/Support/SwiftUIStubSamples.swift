// Hand-written Swift in the shape ScreenSpec generates, used by SwiftUIStubTests to prove the
// SwiftUI stub accepts real navigation code (and, with the negative cases, rejects real mistakes).
// Kept as string literals: `.swift` fixture files inside the test target would be compiled into it.

enum SwiftUIStubSamples {
    /// `<App>Routes.swift` + `<App>Navigator.swift` in one: Foundation and Observation only.
    static let routes = #"""
import Foundation
import Observation

enum DemoTab: String, CaseIterable, Hashable, Codable, Sendable {
    case home, search
    var title: String { self == .home ? "Home" : "Search" }
    var systemImage: String { self == .home ? "house" : "magnifyingglass" }
}

enum HomeRoute: Hashable, Codable, Sendable {
    case detail(id: Int)
    case profile(name: String, editable: Bool = false)
}

enum SearchRoute: Hashable, Codable, Sendable {
    case result(query: String)
}

enum DemoSheet: Hashable, Codable, Sendable, Identifiable {
    case settings
    case compose(draft: String)
    var id: Self { self }
}

enum DemoCommand: Hashable, Sendable {
    case selectTab(DemoTab)
    case popToRoot(DemoTab?)
    case present(DemoSheet)
    case pop
    case dismiss
}

@MainActor @Observable final class DemoNavigator {
    var selectedTab: DemoTab
    var homePath: [HomeRoute] = []
    var searchPath: [SearchRoute] = []
    var sheet: DemoSheet?
    var badges: [DemoTab: Int] = [:]

    init(selectedTab: DemoTab = .home) { self.selectedTab = selectedTab }

    func select(_ tab: DemoTab) {
        if tab == selectedTab { popToRoot(tab) } else { selectedTab = tab }
    }

    func popToRoot(_ tab: DemoTab? = nil) {
        switch tab ?? selectedTab {
        case .home: homePath.removeAll()
        case .search: searchPath.removeAll()
        }
    }

    func pop(_ count: Int = 1) {
        switch selectedTab {
        case .home: homePath.removeLast(min(count, homePath.count))
        case .search: searchPath.removeLast(min(count, searchPath.count))
        }
    }

    func present(_ sheet: DemoSheet) { self.sheet = sheet }
    func dismiss() { sheet = nil }

    func perform(_ command: DemoCommand) {
        switch command {
        case .selectTab(let tab): select(tab)
        case .popToRoot(let tab): popToRoot(tab)
        case .present(let sheet): present(sheet)
        case .pop: pop()
        case .dismiss: dismiss()
        }
    }

    func handle(_ url: URL) -> Bool {
        guard url.scheme == "demo", url.host == "detail", let id = Int(url.lastPathComponent) else { return false }
        selectedTab = .home
        homePath = [.detail(id: id)]
        return true
    }
}
"""#

    /// `<App>Views.swift` (iOS 17 legacy TabView, iOS 18 `Tab` form, hosts, sheets, deep links)
    /// plus skeleton views and an `@main`-free `App`.
    static let views = #"""
#if canImport(SwiftUI)
import SwiftUI

struct DemoRootView: View {
    @Bindable var navigator: DemoNavigator

    var body: some View {
        TabView(selection: Binding(get: { @MainActor in navigator.selectedTab }, set: { @MainActor in navigator.select($0) })) {
            NavigationStack(path: $navigator.homePath) {
                HomeHost(navigator: navigator)
                    .navigationDestination(for: HomeRoute.self) { route in
                        switch route {
                        case .detail(let id):
                            DetailHost(navigator: navigator, id: id)
                        case .profile(let name, let editable):
                            ProfileView(name: name, editable: editable)
                        }
                    }
            }
            .tabItem { Label("Home", systemImage: "house") }
            .tag(DemoTab.home)
            .badge(navigator.badges[.home] ?? 0)

            NavigationStack(path: $navigator.searchPath) {
                SearchHost(navigator: navigator)
                    .navigationDestination(for: SearchRoute.self) { route in
                        switch route {
                        case .result(let query):
                            ResultView(query: query)
                        }
                    }
            }
            .tabItem { Label(DemoTab.search.title, systemImage: DemoTab.search.systemImage) }
            .tag(DemoTab.search)
        }
    }
}

struct HomeHost: View {
    @Bindable var navigator: DemoNavigator

    var body: some View {
        HomeView()
            .navigationTitle("Home")
            .toolbarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Home", systemImage: "house") { navigator.perform(.popToRoot(.home)) }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Settings", systemImage: "gear") { navigator.perform(.present(.settings)) }
                        .accessibilityLabel("Settings")
                }
                if !navigator.homePath.isEmpty {
                    ToolbarItem(placement: .bottomBar) {
                        Button("Back") { navigator.pop() }
                    }
                }
            }
            .sheet(item: $navigator.sheet) { sheet in
                switch sheet {
                case .settings:
                    NavigationStack { SettingsView() }
                        .presentationDetents([.medium, .large])
                case .compose(let draft):
                    ComposeView(draft: draft)
                }
            }
            .onOpenURL { _ = navigator.handle($0) }
    }
}

struct SearchHost: View {
    let navigator: DemoNavigator
    @State private var query = ""

    var body: some View {
        SearchView(query: query)
            .navigationTitle(DemoTab.search.title)
            .navigationBarTitleDisplayMode(.large)
            .searchable(text: $query, placement: .navigationBarDrawer, prompt: "Search")
            .toolbar {
                Button("Clear", systemImage: "xmark") { query = "" }
            }
            .task { navigator.badges[.search] = 0 }
            .onChange(of: query) { _, newValue in navigator.badges[.search] = newValue.count }
    }
}

struct DetailHost: View {
    let navigator: DemoNavigator
    let id: Int

    var body: some View {
        DetailView(id: id)
            .navigationTitle("Detail \(id)")
            .toolbar(id: "detail") {
                ToolbarItem(id: "share", placement: .primaryAction) {
                    Button("Share", systemImage: "square.and.arrow.up") {}
                }
                ToolbarItem(id: "pop", placement: .secondaryAction) {
                    Button("Pop to root") { navigator.popToRoot() }
                }
            }
    }
}

// App views, in the shape `scaffold` writes them.
struct HomeView: View {
    var body: some View {
        List {
            NavigationLink("Detail 1", value: HomeRoute.detail(id: 1))
            NavigationLink(value: HomeRoute.profile(name: "Ada")) {
                Label("Ada", systemImage: "person")
            }
            ForEach(0..<3) { index in
                Text("Row \(index)")
            }
        }
    }
}

struct DetailView: View {
    let id: Int
    var body: some View { Text("Detail \(id)") }
}

struct ProfileView: View {
    let name: String
    var editable: Bool = false
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(name).font(.title)
            if editable { Text("Editable").foregroundStyle(.secondary) }
        }
        .padding()
    }
}

struct SearchView: View {
    let query: String
    var body: some View {
        if query.isEmpty {
            ContentUnavailableView("Search", systemImage: "magnifyingglass", description: Text("Type to search"))
        } else {
            ContentUnavailableView.search(text: query)
        }
    }
}

struct ResultView: View {
    let query: String
    var body: some View { Text(verbatim: query) }
}

struct SettingsView: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(DemoNavigator.self) private var navigator
    var body: some View {
        Text("Settings")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Done") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Home") { navigator.dismiss() }
                }
            }
    }
}

struct ComposeView: View {
    let draft: String
    @Environment(\.openURL) private var openURL
    var body: some View {
        Button("Open") { openURL(URL(string: "https://example.com")!) }
    }
}

// iOS 18: the Tab builder form.
struct DemoRootView18: View {
    @Bindable var navigator: DemoNavigator

    var body: some View {
        TabView(selection: Binding(get: { @MainActor in navigator.selectedTab }, set: { @MainActor in navigator.select($0) })) {
            Tab("Home", systemImage: "house", value: DemoTab.home) {
                NavigationStack(path: $navigator.homePath) {
                    HomeHost(navigator: navigator)
                }
            }
            .badge(2)
            Tab("Search", systemImage: "magnifyingglass", value: DemoTab.search, role: .search) {
                NavigationStack(path: $navigator.searchPath) {
                    SearchHost(navigator: navigator)
                }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .environment(navigator)
    }
}

struct DemoApp: App {
    @State private var navigator = DemoNavigator()

    var body: some Scene {
        WindowGroup {
            DemoRootView(navigator: navigator)
                .environment(navigator)
        }
    }
}
#endif
"""#

    /// The iOS 16 variant: `ObservableObject` + `@Published` + `@StateObject`/`@ObservedObject`/`@EnvironmentObject`.
    static let legacyObservableObject = #"""
#if canImport(SwiftUI)
import SwiftUI
#if canImport(Combine)
import Combine
#endif

@MainActor final class LegacyNavigator: ObservableObject {
    @Published var selectedTab: DemoTab = .home
    @Published var homePath: [HomeRoute] = []
    @Published var sheet: DemoSheet?

    func select(_ tab: DemoTab) {
        if tab == selectedTab { homePath = [] } else { selectedTab = tab }
    }
    func popToRoot() { homePath = [] }
}

struct LegacyRootView: View {
    @ObservedObject var navigator: LegacyNavigator

    var body: some View {
        TabView(selection: Binding(get: { @MainActor in navigator.selectedTab }, set: { @MainActor in navigator.select($0) })) {
            NavigationStack(path: $navigator.homePath) {
                LegacyChild()
                    .navigationTitle("Home")
                    .navigationBarTitleDisplayMode(.inline)
                    .navigationDestination(for: HomeRoute.self) { route in
                        switch route {
                        case .detail(let id): Text("Detail \(id)")
                        case .profile(let name, _): Text(name)
                        }
                    }
                    .toolbar {
                        ToolbarItemGroup(placement: .topBarTrailing) {
                            Button("Pop") { navigator.popToRoot() }
                        }
                    }
            }
            .tabItem { Label("Home", systemImage: "house") }
            .tag(DemoTab.home)
        }
        .sheet(item: $navigator.sheet) { sheet in
            Text("Sheet \(String(describing: sheet))")
        }
        .onChange(of: navigator.selectedTab) { newValue in
            _ = newValue
        }
    }
}

struct LegacyChild: View {
    @EnvironmentObject var navigator: LegacyNavigator
    var body: some View {
        Button("Pop to root") { navigator.popToRoot() }
    }
}

struct LegacyApp: App {
    @StateObject private var navigator = LegacyNavigator()

    var body: some Scene {
        WindowGroup {
            LegacyRootView(navigator: navigator)
                .environmentObject(navigator)
        }
    }
}
#endif
"""#

    /// Overloads and modifiers beyond the main sample (every prompt form of `searchable`, modals,
    /// toolbar builder `if`/`if #available`, badges, `Tab` without selection, `@main`, …).
    static let coverage = #"""
import SwiftUI

struct Item: Identifiable, Hashable { let id: Int; let name: String }

@main
struct CoverageApp: App {
    var body: some Scene {
        WindowGroup("Coverage") { CoverageView() }
            .handlesExternalEvents(matching: ["*"])
    }
}

struct CoverageView: View {
    @State private var path = NavigationPath()
    @State private var query = ""
    @State private var searching = false
    @State private var showCover = false
    @State private var item: Item?
    @State private var pushed = false
    @State private var detent = PresentationDetent.medium
    @State private var title = "Editable"
    let items = [Item(id: 1, name: "a")]
    let label: String = "New"

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(items) { item in
                    NavigationLink(item.name, value: item)
                }
                ForEach(items, id: \.id) { item in Text(item.name) }
                Button(role: .destructive) { path.removeLast() } label: { Text("Pop") }
                Button("Delete", systemImage: "trash", role: .destructive) {}
                Button(action: { path = NavigationPath() }) { Label("Root", systemImage: "house") }
            }
            .navigationDestination(for: Item.self) { item in Text(item.name) }
            .navigationDestination(isPresented: $pushed) { Text("Pushed") }
            .navigationDestination(item: $item) { item in Text(item.name) }
            .navigationTitle($title)
            .searchable(text: $query)
            .searchable(text: $query, prompt: Text("Text prompt"))
            .searchable(text: $query, placement: .toolbar, prompt: label)
            .searchable(text: $query, isPresented: $searching, placement: .sidebar, prompt: "Key")
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always))
            .onSubmit(of: .search) { searching = false }
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("One") {}
                    Button("Two") {}
                }
                ToolbarItemGroup(placement: .secondaryAction) {
                    Button("A") {}
                } label: {
                    Label("More", systemImage: "ellipsis")
                }
                ToolbarItem(placement: .principal) { Text("Title") }
                ToolbarItem(placement: .keyboard) { Text("K") }
                if query.isEmpty {
                    ToolbarItem(placement: .status) { Text("Empty") }
                } else {
                    ToolbarItem(placement: .status) { Text(query) }
                }
                if #available(iOS 18.0, *) {
                    ToolbarItem(placement: .title) { Text("T") }
                }
            }
            .toolbar(.hidden, for: .tabBar)
            .toolbarVisibility(.visible, for: .navigationBar, .bottomBar)
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarRole(.editor)
            .fullScreenCover(isPresented: $showCover) { Text("Cover") }
            .fullScreenCover(item: $item, onDismiss: { query = "" }) { item in Text(item.name) }
            .sheet(isPresented: $showCover) {
                Text("Sheet")
                    .presentationDetents([.fraction(0.3), .height(200), .large], selection: $detent)
                    .interactiveDismissDisabled()
            }
            .task(id: query) { await load() }
            .task(priority: .background) { await load() }
            .onAppear { query = "" }
            .onDisappear()
            .onChange(of: query) { query = query.lowercased() }
            .onChange(of: query, initial: true) { old, new in _ = old + new }
            .badge("New")
            .badge(label)
            .badge(nil as Text?)
            .badge(Text("3"))
            .badgeProminence(.increased)
            .tag(1, includeOptional: false)
            .accessibilityLabel(Text("A"))
            .accessibilityLabel(label)
            .environment(\.openURL, OpenURLAction { _ in .handled })
        }
    }

    func load() async {}
}

struct NoSelectionTabs: View {
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") { Text("Home") }
            Tab(role: .search) { Text("Search") }
            TabSection("More") {
                Tab("A", image: "a") { Text("A") }
                Tab { Text("B") } label: { Label("B", systemImage: "b") }
            }
        }
        .tabViewStyle(.tabBarOnly)
    }
}

struct LegacyNoSelection: View {
    var body: some View {
        TabView {
            Text("A").tabItem { Text("A") }.tag(0)
            Text("B").tabItem { Image(systemName: "b") }.tag(1)
        }
        .tabViewStyle(.automatic)
    }
}

struct ConditionalTabs: View {
    @State private var selection = 0
    let showAdmin: Bool
    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: 0) { Text("Home") }
                .customizationID("home")
            if showAdmin {
                Tab("Admin", systemImage: "lock", value: 1) { Text("Admin") }
            }
            if showAdmin {
                Tab(value: 2) { Text("X") } label: { Text("X") }
            } else {
                Tab("Y", systemImage: "y", value: 3) { Text("Y") }.badge(1)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
    }
}

struct Unavailable: View {
    var body: some View {
        Group {
            ContentUnavailableView {
                Label("Empty", systemImage: "tray")
            } description: {
                Text("Nothing here")
            } actions: {
                Button("Reload") {}
            }
            ContentUnavailableView { Text("Label only") }
            ContentUnavailableView.search
            ContentUnavailableView("No items", systemImage: "tray")
        }
    }
}

struct ManyChildren: View {
    var body: some View {
        VStack {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
            Text("7"); Text("8"); Text("9"); Text("10"); Text("11"); Text("12")
        }
    }
}

struct HostModifier: ViewModifier {
    let title: String
    func body(content: Content) -> some View {
        content
            .navigationTitle(title)
            .toolbarTitleDisplayMode(.large)
    }
}

extension View {
    func host(_ title: String) -> some View { modifier(HostModifier(title: title)) }
}

struct UsesModifier: View {
    var body: some View { Text("x").host("Title") }
}

// A selection binding without closures: a computed property routed through `select(_:)`.
@MainActor @Observable final class TabModel {
    var selected = 0
    var selection: Int {
        get { selected }
        set { select(newValue) }
    }
    func select(_ tab: Int) { selected = tab }
}

struct ComputedSelection: View {
    @Bindable var model: TabModel
    var body: some View {
        TabView(selection: $model.selection) {
            Text("A").tabItem { Text("A") }.tag(0)
        }
    }
}

// State restoration through @SceneStorage Data, popovers, iOS 26 subtitles.
enum Pane: String { case a, b }
struct Restoring: View {
    @SceneStorage("nav") private var navData: Data?
    @SceneStorage("tab") private var tab: Pane = .a
    @SceneStorage("pane") private var pane: Pane?
    @SceneStorage("count") private var count = 0
    @State private var path = NavigationPath()
    @State private var showPopover = false
    var body: some View {
        NavigationStack(path: $path) {
            Text("x")
                .navigationSubtitle("Sub")
                .popover(isPresented: $showPopover) { Text("Pop") }
                .popover(isPresented: $showPopover, arrowEdge: .top) { Text("Pop") }
                // Alerts and confirmation dialogs: the title forms, `presenting:`, roles.
                .alert("Delete?", isPresented: $showPopover) {
                    Button("Delete", role: .destructive) {}
                    Button("Keep", role: .cancel) {}
                } message: {
                    Text("It cannot be undone.")
                }
                .alert(String("Plain"), isPresented: $showPopover) { Button("OK") {} }
                .alert(String("Count"), isPresented: $showPopover, presenting: Optional(count)) { value in
                    Button("Add \(value)") {}
                } message: { value in
                    if value > 0 { Text("\(value)") }
                }
                .confirmationDialog(String("Share"), isPresented: $showPopover, titleVisibility: .visible) {
                    Button("Copy") {}
                }
                .confirmationDialog(String("Pane"), isPresented: $showPopover, presenting: pane) { pane in
                    Button(pane.rawValue) {}
                } message: { _ in
                    Text("Choose")
                }
        }
        .task {
            if let navData, let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: navData) {
                path = NavigationPath(representation)
            }
        }
        .onChange(of: path) { _, newPath in
            if let codable = newPath.codable { navData = try? JSONEncoder().encode(codable) }
        }
    }
}
"""#

    /// Exercises the navigator at run time (top-level code runs on the main actor).
    static let navigatorMain = #"""
    import Foundation

    let navigator = DemoNavigator()
    navigator.perform(.selectTab(.search))
    navigator.searchPath = [.result(query: "a b")]
    navigator.select(.search)          // re-selecting the tab pops it to root
    print("tab=\(navigator.selectedTab.rawValue) searchPath=\(navigator.searchPath.count)")
    let handled = navigator.handle(URL(string: "demo://detail/42")!)
    print("handled=\(handled) tab=\(navigator.selectedTab.rawValue) home=\(navigator.homePath)")
    print("unknown=\(navigator.handle(URL(string: "demo://nowhere")!))")
    navigator.present(.compose(draft: "hi"))
    navigator.perform(.dismiss)
    print("sheet=\(String(describing: navigator.sheet))")
    """#
}
