// What the examples in TableModelDiff's doc comments use without declaring it (see
// Scripts/check-doc-snippets.py). A name an example declares itself replaces the one here.

struct Header: Diffable, Hashable {
  let id: String
  var title: String
}

struct Contact: Diffable, Hashable {
  let id: Int
}

let favourites = [Contact(id: 1)]
let contacts = [Contact(id: 1), Contact(id: 2)]
let old = [TableSection(model: Header(id: "all", title: "All"), items: contacts)]
let new = [TableSection(model: Header(id: "all", title: "All"), items: favourites)]
