// The consent a diner gives on the communications page. One constant for the page that shows it
// and the server that stores it with the subscription as proof: what was read is what is kept.

export const SUBSCRIPTION_CONSENT_TEXT =
  "J'accepte de recevoir les communications du jour (plats du jour, menus, évènements) de ce restaurant par les moyens indiqués. Je peux me désinscrire à tout moment.";
