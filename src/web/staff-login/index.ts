// What the app's index route (app/home-route.tsx) shows of the staff sign-in: the form that connects
// a device, and the code screen.
export { CodeScreen } from './code-screen';
export { EnrolForm } from './enrol-form';
