extension RowBehavior {
  /// What assistive technologies — VoiceOver, Voice Control, Switch Control — read and offer for
  /// a row: its label, value, hint and traits, and custom actions, as a cell's
  /// `accessibilityLabel`, `accessibilityValue`, `accessibilityHint`, `accessibilityTraits` and
  /// `accessibilityCustomActions`.
  ///
  /// The table controller gives a row's cell these values each time it makes or reconfigures the
  /// cell, before the cell configures itself, so a cell that sets its own accessibility wins. A
  /// `nil` label, value or hint leaves the cell's default: UIKit reads the text of a cell's labels.
  ///
  /// A row's swipe actions need no custom actions here: the table offers them to assistive
  /// technologies itself, before the cell's custom actions (UIKit does; so does
  /// `HeadlessTableView.accessibilityCustomActionNames(forRowAt:)`).
  ///
  /// ```swift
  /// RowBehavior {
  ///   $0.accessibility = RowBehavior.Accessibility(
  ///     label: "\(tweet.author): \(tweet.text)", hint: "Opens the thread", traits: .button,
  ///     customActions: [
  ///       .init(name: "Reply") { context in
  ///         compose(replyTo: context.item(as: Tweet.self))
  ///         return true
  ///       }
  ///     ])
  /// }
  /// ```
  public struct Accessibility: Sendable {
    /// What the row is, read first (`accessibilityLabel`), or `nil` for the cell's own.
    public var label: String?
    /// The row's current value, read after the label (`accessibilityValue`), or `nil` for the
    /// cell's own.
    public var value: String?
    /// What acting on the row does, read after a pause (`accessibilityHint`), or `nil` for the
    /// cell's own.
    public var hint: String?
    /// What kind of element the row is and its state (`accessibilityTraits`).
    ///
    /// The default is none: the cell's own traits.
    public var traits: Traits
    /// Actions offered beside the row's tap, in order (`accessibilityCustomActions`).
    public var customActions: [CustomAction]

    /// Creates the accessibility of a row.
    ///
    /// - Parameters:
    ///   - label: What the row is; `nil` for the cell's own.
    ///   - value: The row's current value; `nil` for the cell's own.
    ///   - hint: What acting on the row does; `nil` for the cell's own.
    ///   - traits: What kind of element the row is.
    ///   - customActions: Actions offered beside the row's tap.
    public init(
      label: String? = nil, value: String? = nil, hint: String? = nil, traits: Traits = [],
      customActions: [CustomAction] = []
    ) {
      self.label = label
      self.value = value
      self.hint = hint
      self.traits = traits
      self.customActions = customActions
    }

    /// Whether two descriptions read the same: everything but the actions' handlers.
    ///
    /// - Parameter other: Another description.
    /// - Returns: Whether assistive technologies present both alike.
    public func readsTheSame(as other: Accessibility) -> Bool {
      label == other.label && value == other.value && hint == other.hint
        && traits == other.traits
        && customActions.map(\.name) == other.customActions.map(\.name)
        && customActions.map(\.imageName) == other.customActions.map(\.imageName)
    }

    /// The description with every custom action bound to a row of a controller; see
    /// ``ActionHandler/bound(to:in:action:fallback:)``.
    func bound(to row: TableControllerCore.OfferedRow, in controller: TableControllerCore)
      -> Accessibility
    {
      var result = self
      result.customActions = customActions.map { action in
        var action = action
        action.handler = action.handler.bound(
          to: row, in: controller, action: "the accessibility action \"\(action.name)\"",
          fallback: false)
        return action
      }
      return result
    }
  }
}

extension RowBehavior.Accessibility {
  /// An action that assistive technologies offer for a row beside its tap, as
  /// `UIAccessibilityCustomAction`: VoiceOver lists it when the user swipes up or down.
  public struct CustomAction: Sendable {
    /// The action's name, as VoiceOver reads it.
    public var name: String
    /// The name of an image for the action (an SF Symbol), shown by Switch Control, if any.
    public var imageName: String?
    /// Runs the action; returns whether it succeeded.
    var handler: ActionHandler<Bool>

    /// Creates an action for a row's behaviour, whose handler receives the row.
    ///
    /// - Parameters:
    ///   - name: The action's name.
    ///   - imageName: The name of an image (an SF Symbol).
    ///   - handler: Runs the action for the row; returns whether it succeeded.
    public init(
      name: String, imageName: String? = nil,
      handler: @escaping @MainActor (RowContext) -> Bool
    ) {
      self.name = name
      self.imageName = imageName
      self.handler = ActionHandler(handler)
    }

    /// Creates an action whose handler needs nothing, as `UIAccessibilityCustomAction`'s: the
    /// form a cell of a table without a controller sets.
    ///
    /// - Parameters:
    ///   - name: The action's name.
    ///   - imageName: The name of an image (an SF Symbol).
    ///   - handler: Runs the action; returns whether it succeeded.
    public init(
      name: String, imageName: String? = nil, handler: @escaping @MainActor () -> Bool
    ) {
      self.name = name
      self.imageName = imageName
      self.handler = ActionHandler(handler)
    }

    /// Runs the action, as the user's choice of it does.
    ///
    /// - Returns: Whether the action succeeded.
    /// - Precondition: The handler takes no argument, or a table controller offered the action.
    @MainActor
    package func perform() -> Bool {
      handler.run("the accessibility action \"\(name)\"")
    }
  }
}

extension RowBehavior.Accessibility {
  /// What kind of element a row is and its state, as `UIAccessibilityTraits`.
  ///
  /// The UIKit adapter translates each trait to the `UIAccessibilityTraits` of the same name.
  public struct Traits: OptionSet, Hashable, Sendable {
    /// The traits' bits; each trait has its own, unrelated to UIKit's values.
    public let rawValue: UInt32

    /// Creates traits from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Acting on the row does something, as a button does.
    public static let button = Traits(rawValue: 1 << 0)
    /// Acting on the row opens a link.
    public static let link = Traits(rawValue: 1 << 1)
    /// The row heads the content after it.
    public static let header = Traits(rawValue: 1 << 2)
    /// The row is selected.
    public static let selected = Traits(rawValue: 1 << 3)
    /// The row is disabled.
    public static let notEnabled = Traits(rawValue: 1 << 4)
    /// The row is text that does not change.
    public static let staticText = Traits(rawValue: 1 << 5)
    /// The row is an image.
    public static let image = Traits(rawValue: 1 << 6)
    /// The row's value changes often (a timer).
    public static let updatesFrequently = Traits(rawValue: 1 << 7)
    /// The row's value is adjusted by swiping up and down.
    public static let adjustable = Traits(rawValue: 1 << 8)
    /// The row summarises the screen, read when it appears.
    public static let summaryElement = Traits(rawValue: 1 << 9)
    /// The row is a search field.
    public static let searchField = Traits(rawValue: 1 << 10)
    /// Acting on the row plays a sound.
    public static let playsSound = Traits(rawValue: 1 << 11)
    /// Acting on the row starts media, so VoiceOver stays silent.
    public static let startsMediaSession = Traits(rawValue: 1 << 12)
    /// The row is a keyboard key.
    public static let keyboardKey = Traits(rawValue: 1 << 13)
    /// The row takes touches directly (a drawing area).
    public static let allowsDirectInteraction = Traits(rawValue: 1 << 14)
    /// The row turns a page when VoiceOver finishes reading it.
    public static let causesPageTurn = Traits(rawValue: 1 << 15)

    /// Every trait, with the name UIKit gives it, in declaration order.
    public static let named: [(name: String, trait: Traits)] = [
      ("button", .button), ("link", .link), ("header", .header), ("selected", .selected),
      ("notEnabled", .notEnabled), ("staticText", .staticText), ("image", .image),
      ("updatesFrequently", .updatesFrequently), ("adjustable", .adjustable),
      ("summaryElement", .summaryElement), ("searchField", .searchField),
      ("playsSound", .playsSound), ("startsMediaSession", .startsMediaSession),
      ("keyboardKey", .keyboardKey), ("allowsDirectInteraction", .allowsDirectInteraction),
      ("causesPageTurn", .causesPageTurn),
    ]

    /// The names of the traits in the set, in declaration order.
    public var names: [String] { Self.named.filter { contains($0.trait) }.map(\.name) }
  }
}
