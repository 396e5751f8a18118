// Leaving for the payment provider's hosted page (a full navigation, away from the product). A
// module of its own so that a component test can watch where the page would go.

export function openProviderPage(url: string): void {
  window.location.assign(url);
}
