// What the app's index route (app/home-route.tsx) shows of the landing page: the product for a
// device not yet connected, the staff home once signed in.
export { Welcome } from './landing-page';
export { StaffHome } from './staff-home';
