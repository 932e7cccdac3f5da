public import TableModelCore

/// A reading list: links the user reorders by dragging them — no Edit button — opens with their
/// primary action, shares by dragging them to another app, and adds by dropping a link or text
/// from another app.
///
/// Everything the screen does with rows is configured on a controller's core by
/// ``configure(_:)``, so the demo (headless) and `Examples/` (UIKit) show the same screen.
@MainActor
public final class ReadingList {
  /// A saved link: its URL is its identity, its title its content.
  public struct Link: Diffable, Hashable, Sendable {
    /// The link's URL, as a string.
    public var id: String
    /// What the list shows.
    public var title: String

    /// Creates a link.
    ///
    /// - Parameters:
    ///   - url: The URL, as a string.
    ///   - title: The title; the URL by default.
    public init(_ url: String, title: String? = nil) {
      id = url
      self.title = title ?? url
    }

    /// The URL, as a string.
    public var url: String { id }
  }

  /// The links, in reading order.
  public let links: ArrayTableModel<Link>
  /// The links opened so far, in order.
  public private(set) var opened: [Link] = []
  /// Runs when a link is opened (its row's primary action).
  public var onOpen: (@MainActor (Link) -> Void)?

  /// Creates a reading list.
  ///
  /// - Parameter links: The links, in reading order.
  public init(_ links: [Link] = ReadingList.samples) {
    self.links = ArrayTableModel(links)
  }

  /// A few links to read.
  public static let samples = [
    Link("https://swift.org/documentation/", title: "Swift documentation"),
    Link("https://developer.apple.com/documentation/uikit/uitableview", title: "UITableView"),
    Link("https://www.swift.org/blog/", title: "Swift blog"),
    Link("https://developer.apple.com/videos/", title: "WWDC videos"),
  ]

  /// Gives a controller's rows this screen's behaviour — every link drags (to reorder it, or
  /// out as its URL) and opens as its primary action — and takes dropped URLs and text as new
  /// links where they are dropped.
  ///
  /// - Parameter core: The controller's core.
  public func configure(_ core: TableControllerCore) {
    core.setBehavior(for: Link.self) { [weak self] link in
      RowBehavior {
        $0.canMove = true
        $0.dragPayloads = [.url(link.url)]
        $0.accessory = .disclosureIndicator
        $0.deselectsAfterSelection = true
        $0.primaryAction = { _ in self?.open(link) }
      }
    }
    core.dropHandler = TableControllerCore.DropHandler(accepting: [.url, .text]) {
      [weak self] payloads, destination in
      self?.insert(payloads, at: destination.row)
    }
  }

  /// Inserts dropped values as links, in the drop's order, at a position; a link already in the
  /// list is not added twice.
  ///
  /// - Parameters:
  ///   - payloads: The dropped values.
  ///   - index: Where the first goes.
  public func insert(_ payloads: [TableControllerCore.DragPayload], at index: Int) {
    let links = self.links
    let new = payloads.compactMap { payload -> Link? in
      let link =
        switch payload {
        case .url(let url): Link(url)
        case .text(let text): Link(text.hasPrefix("http") ? text : "note:\(text)", title: text)
        }
      return links.index(id: link.id) == nil ? link : nil
    }
    guard !new.isEmpty else { return }
    links.performTransaction {
      for (offset, link) in new.enumerated() { links.insert(link, at: index + offset) }
    }
  }

  private func open(_ link: Link) {
    opened.append(link)
    onOpen?(link)
  }
}
