// What other staff screens use of the floor plan: its rooms and tables (the timeline's rows).
export { floorPlanApi } from './floor-plan-api';
