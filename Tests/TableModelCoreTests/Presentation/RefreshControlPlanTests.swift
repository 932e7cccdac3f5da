import TableModelCore
import Testing

/// `TableViewController`'s refresh control decision (`RefreshControlPlan`): it makes a control
/// for its handler only when the table has none, hooks the handler to the app's control, and
/// removes only the control it made — a storyboard scene with Refreshing enabled kept losing its
/// control as the view loaded, and a handler set beside it never ran.
@Suite struct RefreshControlPlanTests {
  @Test func aHandler_getsAControl_onlyWhenTheTableHasNone() {
    #expect(RefreshControlPlan.change(hasHandler: true, control: .none) == .install)
    #expect(RefreshControlPlan.change(hasHandler: true, control: .installed) == .keep)
  }

  @Test func aHandler_isHookedToTheAppsControl_once() {
    #expect(
      RefreshControlPlan.change(hasHandler: true, control: .apps) == .hook,
      "a handler beside a storyboard's control would never run")
    #expect(RefreshControlPlan.change(hasHandler: true, control: .appsHooked) == .keep)
  }

  @Test func noHandler_removesOnlyTheControlTheViewControllerMade() {
    #expect(RefreshControlPlan.change(hasHandler: false, control: .installed) == .remove)
    #expect(
      RefreshControlPlan.change(hasHandler: false, control: .apps) == .keep,
      "a storyboard's control was removed as the view loaded")
    #expect(RefreshControlPlan.change(hasHandler: false, control: .appsHooked) == .keep)
    #expect(RefreshControlPlan.change(hasHandler: false, control: .none) == .keep)
  }
}
