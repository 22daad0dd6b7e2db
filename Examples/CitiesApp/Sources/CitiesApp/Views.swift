// The app's screens: the views the generated CitiesViews.swift shows, with exactly the
// initializers it calls (the params of each screen, and the search text of searchable ones).
// Like the generated glue, they exist only where SwiftUI does; the navigation logic above them
// (CitiesNavigator, CitiesModel) is plain Swift and tested on every platform.

#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// The app's root: owns the model and shows the generated root view in its environment.
public struct CitiesAppView: View {
    @State private var model = CitiesModel()

    public init() {}

    public var body: some View {
        CitiesRootView(navigator: model.navigator)
            .environment(model)
    }
}

/// Sample data: the cities the lists show.
let sampleCities = ["Amsterdam", "Lisbon", "Paris", "São Paulo", "Tokyo"]

struct HomeView: View {
    @Environment(CitiesModel.self) private var model

    var body: some View {
        List {
            Button("Featured: Lisbon") { model.navigator.push(.cityDetail(name: "Lisbon")) }
            Button("All cities") { model.navigator.select(.cities) }
            Button("About") { model.navigator.push(.about) }
        }
    }
}

struct CityListView: View {
    let searchQuery: String
    @Environment(CitiesModel.self) private var model

    var body: some View {
        List {
            ForEach(sampleCities.filter { searchQuery.isEmpty || $0.localizedCaseInsensitiveContains(searchQuery) },
                    id: \.self) { city in
                // A NavigationLink of whichever stack shows the list.
                CitiesLink(.cityDetail(name: city)) { Text(city) }
            }
            Button("Add a city…") { model.navigator.present(.addCity) }
        }
    }
}

struct SettingsView: View {
    @Environment(CitiesModel.self) private var model

    var body: some View {
        List {
            Button("Profile") { model.navigator.push(.profile) }
            Button("About") { model.navigator.push(.about) }
        }
    }
}

struct CityDetailView: View {
    let name: String
    let zoom: Int
    @Environment(CitiesModel.self) private var model

    var body: some View {
        VStack {
            Text(name)
            Text("zoom \(zoom)")
            Text(model.favorites.contains(name) ? "a favourite" : "not a favourite")
        }
    }
}

struct ProfileView: View {
    var body: some View {
        Text("Your profile")
    }
}

struct AboutView: View {
    var body: some View {
        Text("Cities: an example of ScreenSpec")
    }
}

struct AddCityView: View {
    let searchQuery: String
    @Environment(CitiesModel.self) private var model

    var body: some View {
        List {
            Button("Preview \(searchQuery)") { model.navigator.push(.cityPreview(name: searchQuery)) }
        }
        .onChange(of: searchQuery) { model.cityToAdd = searchQuery }
    }
}

struct CityPreviewView: View {
    let name: String

    var body: some View {
        Text(name)
    }
}
#endif
