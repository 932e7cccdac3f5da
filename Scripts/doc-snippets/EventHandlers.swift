// What EventHandlers.md's snippets use without declaring it (see Scripts/check-doc-snippets.py).

import Foundation

struct Tweet: Diffable, Hashable {
  let id: Int
  var author: String
  var text: String
}

struct Contact: Diffable, Hashable {
  let id: Int
  var name: String
  var isFavourite = false
}

struct DayHeader: Diffable, Hashable {
  var id: Date { date }
  var date: Date
  var unread: Int
}

struct TweetHandler: RowEventHandler {
  typealias Item = Tweet
}

struct Services {}

struct RichTweetHandler: RowEventHandler {
  typealias Item = Tweet
  init() {}
  init(services: Services) {}
}

struct Flags {
  var richTweets = true
}

@MainActor final class ContactsScreen {
  func showDetails(of contact: Contact) {}
  func confirmDeletion(of contact: Contact, answer: @escaping @MainActor (Bool) -> Void) {}
}

@MainActor final class FeedScreen {
  func markSeen(_ date: Date) {}
}

final class DayHeaderView: HeadlessTableViewHeaderFooterView {
  func show(_ header: DayHeader) {}
}

func textHeight(_ text: String, width: Double) -> Double { 44 }
@MainActor func mute(_ author: String) {}

let flags = Flags()
let container = Services()
@MainActor let contactsScreen = ContactsScreen()
@MainActor let controller = HeadlessTableController(model: ArrayTableModel<Tweet>())

@MainActor final class Avatars {
  func startLoading(for author: String) {}
  func cancel(for author: String) {}
}
@MainActor let avatars = Avatars()
