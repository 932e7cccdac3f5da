// What DiffingAndBatches.md's snippets use without declaring it (see
// Scripts/check-doc-snippets.py); Tweet, Header and FeedSection are the article's.

@MainActor final class FeedDataSource: HeadlessTableViewDataSource {
  var sections: [FeedSection] = []

  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { 0 }

  func tableView(_ tableView: HeadlessTableView, cellForRowAt rowPath: RowPath)
    -> HeadlessTableViewCell
  { HeadlessTableViewCell(reuseIdentifier: nil) }
}

let oldSections: [FeedSection] = []
let newSections: [FeedSection] = []
let changes = StagedChangeset(source: oldSections, target: newSections)
@MainActor let table = HeadlessTableView()
@MainActor let feed = FeedDataSource()
