// What TableModelTesting.md's snippet uses without declaring it (see
// Scripts/check-doc-snippets.py).

struct Tweet: Diffable, Hashable {
  let id: Int
  var text: String
}
