#!/usr/bin/env python3
"""Writes a valid synthetic ScreenSpec spec of N screens, split over files like a modular app.

    python3 Benchmarks/synth.py 5000 Benchmarks/.work/specs-5000

The spec is deterministic (the same N gives the same bytes) and checks clean: no error, no
warning. It has five tabs whose roots grow trees of pushes; screens shared by every tab; params
of every builtin type, optionals, defaults and an app type; searchable screens; deep links with
unique patterns (host per tab, a literal segment per screen, path placeholders and query items);
toolbars shared across screens, two per screen on half of them; sheets with their own stack that
push a few steps; full-screen covers; `selectTab` links. Files hold one app module each (a tab's
screens, the shared screens, the modals) and at most SCREENS_PER_FILE screens.
"""

import os
import sys

SCREENS_PER_FILE = 250
TABS = [  # (id, title, symbol, screen prefix)
    ("feed", "Feed", "newspaper", "Feed"),
    ("explore", "Explore", "safari", "Explore"),
    ("inbox", "Inbox", "tray", "Inbox"),
    ("library", "Library", "books.vertical", "Library"),
    ("account", "Account", "person.crop.circle", "Account"),
]
BRANCHING = 4  # children per screen in a tab's push tree
DISPLAY_MODES = ["inline", "large", "automatic"]


class Screen:
    """One screen: its id and its YAML body lines (indented under the id)."""

    def __init__(self, ident, module):
        self.ident = ident
        self.module = module
        self.lines = []
        self.links = []

    def render(self):
        out = [f"  {self.ident}:"]
        out += [f"    {line}" for line in self.lines]
        if self.links:
            out.append("    links:")
            out += [f"      - {link}" for link in self.links]
        return "\n".join(out) + "\n"


def tree_params(i, tab_id):
    """Params, title and deep link of the i-th screen (i >= 1) of a tab's tree, by i mod 6."""
    kind = i % 6
    prefix = TABS_BY_ID[tab_id][3]
    if kind == 0:
        return [], f"{prefix} {i}", f"/{tab_id}/s{i}"
    if kind == 1:
        return (["number: Int"], "Item {number}", f"/{tab_id}/item{i}/{{number}}")
    if kind == 2:
        return (["name: String", "zoom: { type: Int, default: 10 }"], "{name}",
                f"/{tab_id}/s{i}/{{name}}?z={{zoom}}")
    if kind == 3:
        return (["itemID: UUID", "showAll: { type: Bool, default: false }", "note: String?"],
                f"{prefix} item {i}", f"/{tab_id}/entry{i}/{{itemID}}?all={{showAll}}")
    if kind == 4:
        return (["ratio: { type: Double, default: 1.5 }",
                 "source: { type: URL, default: \"https://example.com/source\" }",
                 "since: Date?"], f"{prefix} {i}: details", None)
    return (["entry: BenchEntry", "page: Int?",
             "token: { type: UUID, default: 6F9619FF-8B86-D011-B42D-00C04FC964FF }"],
            f"{prefix} entry {i}", None)


TABS_BY_ID = {tab[0]: tab for tab in TABS}


def quoted(text):
    """The YAML scalar for text: double-quoted when plain style would misread it."""
    return f'"{text}"' if text.startswith("{") or ": " in text else text


def synthesize(n):
    """Returns {file name: text} for a spec of exactly n screens (n >= 16)."""
    if n < 16:
        raise ValueError("at least 16 screens")
    n_sheets = max(1, n // 50)      # each a sheet with `stack: true` and 3 pushed steps
    n_covers = max(1, n // 100)     # full-screen covers without a stack
    n_shared = max(1, n // 1000)    # pushed from every tab
    n_sections = max(2, n // 250)   # section toolbars, each on many screens
    n_tree = n - len(TABS) - 4 * n_sheets - n_covers - n_shared
    assert n_tree >= len(TABS)

    screens = []
    # Tab roots.
    roots = []
    for tab_id, title, _, prefix in TABS:
        root = Screen(f"{prefix}Home", tab_id)
        root.lines += [f"title: {title}", "titleDisplayMode: large", "toolbar: main",
                       f"deepLink: /{tab_id}/home"]
        if tab_id in ("feed", "explore"):
            root.lines += ["search:", f"  prompt: Search {title.lower()}",
                           "  placement: navigationBarDrawer"]
        roots.append(root)
    screens += roots

    # Screens every tab can push.
    shared = []
    for k in range(n_shared):
        s = Screen(f"Shared{k}", "shared")
        s.lines += ["params:", "  mode: { type: String, default: list }", "  limit: Int?",
                    f"title: Shared {k}", "titleDisplayMode: inline", "toolbar: main",
                    f"deepLink: /shared/s{k}?mode={{mode}}"]
        if k + 1 < n_shared:
            s.links.append(f"push: Shared{k + 1}")
        shared.append(s)
    screens += shared

    # The push trees, tab by tab; tree[t][0] is the root.
    per_tab = [n_tree // len(TABS) + (1 if t < n_tree % len(TABS) else 0) for t in range(len(TABS))]
    tree_screens = []  # every non-root tree screen, in a global order
    for t, (tab_id, _, _, prefix) in enumerate(TABS):
        nodes = [roots[t]]
        for i in range(1, per_tab[t] + 1):
            s = Screen(f"{prefix}{i}", tab_id)
            params, title, deep_link = tree_params(i, tab_id)
            if params:
                s.lines.append("params:")
                s.lines += [f"  {p}" for p in params]
            s.lines.append(f"title: {quoted(title)}")
            s.lines.append(f"titleDisplayMode: {DISPLAY_MODES[i % 3]}")
            g = len(tree_screens)
            if g % 2 == 0:
                s.lines.append(f"toolbars: [main, section{(g // 2) % n_sections}]")
            else:
                s.lines.append("toolbar: main")
            if i % 7 == 0:
                s.lines += ["search:", f"  prompt: Search {prefix.lower()} {i}"]
                if i % 14 == 0:
                    s.lines.append("  placement: toolbar")
            if deep_link:
                s.lines.append(f"deepLink: {deep_link}")
            parent = nodes[(i - 1) // BRANCHING]
            parent.links.append(f"push: {s.ident}")
            if i % 10 == 5:
                s.links.append(f"push: Shared{i % n_shared}")
            if i % 50 == 9:
                s.links.append(f"selectTab: {TABS[(t + 1) % len(TABS)][0]}")
            nodes.append(s)
            tree_screens.append(s)
        screens += nodes[1:]

    # Sheets with a stack, each pushing three steps; linked from one tree screen each.
    for k in range(n_sheets):
        sheet = Screen(f"Sheet{k}", "modals")
        sheet.lines += ["presentation: sheet", "stack: true", "params:", "  draft: String?",
                        f"title: Compose {k}", "titleDisplayMode: inline", "toolbar: compose",
                        "search: { prompt: Find a recipient }"]
        sheet.links.append(f"push: Sheet{k}Step1")
        steps = []
        for j in range(1, 4):
            step = Screen(f"Sheet{k}Step{j}", "modals")
            step.lines += ["params:", "  name: String", "  count: { type: Int, default: 1 }",
                           "title: \"{name}\"", "titleDisplayMode: inline"]
            if j < 3:
                step.links.append(f"push: Sheet{k}Step{j + 1}")
            steps.append(step)
        tree_screens[(k * len(tree_screens)) // n_sheets].links.append(f"sheet: Sheet{k}")
        screens += [sheet] + steps

    # Full-screen covers without a stack.
    for k in range(n_covers):
        cover = Screen(f"Cover{k}", "modals")
        cover.lines += ["presentation: fullScreenCover", "params:", "  name: String",
                        "  satellite: { type: Bool, default: false }"]
        target = tree_screens[((2 * k + 1) * len(tree_screens)) // (2 * n_covers)]
        target.links.append(f"fullScreenCover: Cover{k}")
        screens.append(cover)

    assert len(screens) == n, (len(screens), n)
    assert len({s.ident for s in screens}) == n

    files = {}
    schema = "# yaml-language-server: $schema=../../../Documentation/screenspec.schema.json\n"
    app = [schema, f"# A synthetic app of {n} screens (Benchmarks/synth.py).\n",
           "app:\n  name: Bench\n  deploymentTarget: iOS 17\n  urlScheme: bench\n\ntabs:\n"]
    for tab_id, title, symbol, prefix in TABS:
        app.append(f"  - id: {tab_id}\n    title: {title}\n    systemImage: {symbol}\n"
                   f"    root: {prefix}Home\n")
        if tab_id == "inbox":
            app.append("    badge: true\n")
    files["app.yaml"] = "".join(app)

    bars = [schema, "toolbars:\n",
            "  main:\n"
            "    - id: logo\n      placement: topBarLeading\n      systemImage: house\n"
            "      label: Home\n      action: { popToRoot: feed }\n"
            "    - id: profile\n      placement: topBarTrailing\n      systemImage: person.circle\n"
            "      label: Profile\n      action: { open: Shared0, tab: account }\n"]
    for k in range(n_sections):
        bars.append(
            f"  section{k}:\n"
            f"    - id: s{k}Title\n      placement: principal\n      label: Section {k}\n"
            f"    - id: s{k}Favorite\n      placement: primaryAction\n      systemImage: heart\n"
            f"      label: Favorite\n      action: {{ custom: toggleFavorite }}\n"
            f"    - id: s{k}Jump\n      placement: secondaryAction\n      systemImage: arrow.right\n"
            f"      label: Jump\n      action: {{ selectTab: {TABS[k % len(TABS)][0]} }}\n"
            f"    - id: s{k}Share\n      placement: secondaryAction\n"
            f"      systemImage: square.and.arrow.up\n      label: Share\n"
            f"      action: {{ custom: share{k % 20} }}\n")
    files["toolbars.yaml"] = "".join(bars)

    modules = {}
    for s in screens:
        modules.setdefault(s.module, []).append(s)
    for module, members in modules.items():
        for c in range(0, len(members), SCREENS_PER_FILE):
            chunk = members[c:c + SCREENS_PER_FILE]
            text = [schema, f"# The {module} module, part {c // SCREENS_PER_FILE + 1}.\n"]
            if module == "modals" and c == 0:
                text.append("toolbars:\n  compose:\n"
                            "    - id: cancel\n      placement: cancellationAction\n"
                            "      label: Cancel\n      action: dismiss\n"
                            "    - id: send\n      placement: confirmationAction\n"
                            "      label: Send\n      action: { custom: send }\n\n")
            text.append("screens:\n")
            text += [s.render() for s in chunk]
            files[f"{module}-{c // SCREENS_PER_FILE + 1:03d}.yaml"] = "".join(text)
    return files


def write(n, folder):
    """Writes the spec of n screens into folder (replacing its YAML files); returns total bytes."""
    os.makedirs(folder, exist_ok=True)
    for name in os.listdir(folder):
        if name.endswith(".yaml"):
            os.remove(os.path.join(folder, name))
    total = 0
    for name, text in sorted(synthesize(n).items()):
        data = text.encode("utf-8")
        with open(os.path.join(folder, name), "wb") as f:
            f.write(data)
        total += len(data)
    return total


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: synth.py SCREENS FOLDER")
    size = write(int(sys.argv[1]), sys.argv[2])
    print(f"{sys.argv[2]}: {sys.argv[1]} screens, {size} bytes")
