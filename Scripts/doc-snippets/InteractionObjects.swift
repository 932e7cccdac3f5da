// What InteractionObjects.md's snippets use without declaring it (see
// Scripts/check-doc-snippets.py).

// skip: InteractionRow("Sign Out", action: .target(self, ProfileScreen.signOut))
// (a line of ProfileScreen's, shown alone; the full ProfileScreen snippet checks it)

@MainActor func composeMail(to address: String?) {}
@MainActor func showLicences() {}

let profile = Profile(name: "Ada Lovelace", email: "ada@example.com")
@MainActor let store = SettingsStore()
@MainActor let table = HeadlessTableView()
@MainActor let settings = InteractionTableModel(store) { _ in InteractionSection("Account") {} }
let phone = "+44 20 7946 0000"
