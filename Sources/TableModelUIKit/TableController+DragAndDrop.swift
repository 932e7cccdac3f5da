#if canImport(UIKit) && (os(iOS) || os(visionOS))
public import UIKit

extension TableController: UITableViewDragDelegate {
  /// The row's drag item — its payloads in an item provider, the core's item as local object —
  /// or none when the row does not drag.
  public func tableView(
    _ tableView: UITableView, itemsForBeginning session: any UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem] {
    guard let item = core.beginDrag(at: RowPath(indexPath)) else { return [] }
    let provider = NSItemProvider()
    for payload in item.payloads {
      switch payload {
      case .text(let text):
        provider.registerObject(text as NSString, visibility: .all)
      case .url(let string):
        if let url = URL(string: string) { provider.registerObject(url as NSURL, visibility: .all) }
      }
    }
    let dragItem = UIDragItem(itemProvider: provider)
    dragItem.localObject = item
    return [dragItem]
  }

  /// Whether the drag stays in the app: it does for a row dragged only to reorder it.
  public func tableView(
    _ tableView: UITableView,
    dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool {
    core.isDragRestrictedToApp
  }

  /// Tells the core the drag ended.
  public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
    core.endDrag()
  }
}

extension TableController: UITableViewDropDelegate {
  /// Whether the core takes the drop.
  public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
    core.canHandleDrop(
      kinds: Self.payloadKinds(of: session), isFromThisTable: tableView.hasActiveDrag)
  }

  /// The core's proposal: a move of one of the table's rows (which UIKit carries out as a
  /// reorder, through `tableView(_:moveRowAt:to:)`), a copy, or a refusal.
  public func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    let proposal = core.dropProposal(
      at: destinationIndexPath.map { RowPath($0) }, kinds: Self.payloadKinds(of: session),
      itemCount: session.items.count, isFromThisTable: tableView.hasActiveDrag)
    return UITableViewDropProposal(
      operation: proposal.operation.uiKit, intent: proposal.intent.uiKit)
  }

  /// Names the destination by the rows around it (the core's drop target), loads the dropped
  /// values — at once for items dragged within the app, else from their item providers; each
  /// item gives the values the core picks (`droppedValues(of:isFromThisTable:)`) — and
  /// gives them to the core's drop handler, which inserts them there, wherever those rows are
  /// once the values have arrived.
  public func tableView(
    _ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator
  ) {
    let target = core.dropTarget(at: coordinator.destinationIndexPath.map { RowPath($0) })
    let loader = DropLoader(count: coordinator.items.count) { [weak self] payloads in
      self?.core.performDrop(payloads, at: target)
    }
    let isFromThisTable = tableView.hasActiveDrag
    for (index, item) in coordinator.items.enumerated() {
      if let local = item.dragItem.localObject as? TableControllerCore.DragItem {
        loader.arrived(
          core.droppedValues(of: local, isFromThisTable: isFromThisTable), at: index)
      } else {
        let provider = item.dragItem.itemProvider
        loader.load(
          provider, as: core.dropKind(offered: Self.payloadKinds(of: provider)), at: index)
      }
    }
  }

  /// The kinds of value an item provider can load as.
  private static func payloadKinds(of provider: NSItemProvider)
    -> Set<TableControllerCore.DragPayload.Kind>
  {
    var kinds: Set<TableControllerCore.DragPayload.Kind> = []
    if provider.canLoadObject(ofClass: NSString.self) { kinds.insert(.text) }
    if provider.canLoadObject(ofClass: NSURL.self) { kinds.insert(.url) }
    return kinds
  }

  /// The kinds of value a drop session holds.
  private static func payloadKinds(of session: any UIDropSession)
    -> Set<TableControllerCore.DragPayload.Kind>
  {
    var kinds: Set<TableControllerCore.DragPayload.Kind> = []
    if session.canLoadObjects(ofClass: NSString.self) { kinds.insert(.text) }
    if session.canLoadObjects(ofClass: NSURL.self) { kinds.insert(.url) }
    for item in session.items {
      if let local = item.localObject as? TableControllerCore.DragItem {
        kinds.formUnion(local.payloads.map(\.kind))
      }
    }
    return kinds
  }
}

/// Collects the values of a drop's items, each loaded on its own queue, and hands them over in
/// the drop's order once all have arrived.
@MainActor
private final class DropLoader {
  private var loaded: [[TableControllerCore.DragPayload]]
  private var remaining: Int
  private let completion: @MainActor ([TableControllerCore.DragPayload]) -> Void

  init(count: Int, completion: @escaping @MainActor ([TableControllerCore.DragPayload]) -> Void) {
    loaded = Array(repeating: [], count: count)
    remaining = count
    self.completion = completion
    if count == 0 { completion([]) }
  }

  /// Loads one item from its item provider as the kind the core chose, or nothing for none.
  func load(
    _ provider: NSItemProvider, as kind: TableControllerCore.DragPayload.Kind?, at index: Int
  ) {
    switch kind {
    case .url?:
      _ = provider.loadObject(ofClass: NSURL.self) { @Sendable reading, _ in
        let payloads =
          ((reading as? NSURL)?.absoluteString).map { [TableControllerCore.DragPayload.url($0)] }
          ?? []
        Task { @MainActor in self.arrived(payloads, at: index) }
      }
    case .text?:
      _ = provider.loadObject(ofClass: NSString.self) { @Sendable reading, _ in
        let payloads =
          (reading as? NSString).map { [TableControllerCore.DragPayload.text(String($0))] } ?? []
        Task { @MainActor in self.arrived(payloads, at: index) }
      }
    case nil:
      arrived([], at: index)
    }
  }

  /// One item's values arrived; the last hands all of them over.
  func arrived(_ payloads: [TableControllerCore.DragPayload], at index: Int) {
    loaded[index] = payloads
    remaining -= 1
    if remaining == 0 { completion(loaded.flatMap { $0 }) }
  }
}

extension TableControllerCore.DropProposal.Operation {
  /// The UIKit drop operation of the same name.
  fileprivate var uiKit: UIDropOperation {
    switch self {
    case .cancel: .cancel
    case .forbidden: .forbidden
    case .copy: .copy
    case .move: .move
    }
  }
}

extension TableControllerCore.DropProposal.Intent {
  /// The UIKit drop intent of the same name.
  fileprivate var uiKit: UITableViewDropProposal.Intent {
    switch self {
    case .unspecified: .unspecified
    case .insertAtDestinationIndexPath: .insertAtDestinationIndexPath
    case .insertIntoDestinationIndexPath: .insertIntoDestinationIndexPath
    case .automatic: .automatic
    }
  }
}
#endif
