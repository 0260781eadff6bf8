/**
 * The general notes sheet of every plan set: the conditions a builder works under, as plan sets in this trade
 * print them. They apply to every plan, so they are not stored per plan.
 */
export const GENERAL_NOTES: readonly string[] = Object.freeze([
  'These drawings are licensed for the construction of one building on one site by the buyer named at the foot of each page. Copying them, lending them or building from them again needs a new licence.',
  'All work shall comply with the building codes, energy codes and ordinances in force where the building is built. The owner and the builder obtain the permits and make any change the local authority requires.',
  'Verify every dimension and the site conditions before construction begins, and report any discrepancy before work proceeds. Written dimensions govern: do not scale the drawings.',
  'Room sizes are nominal, width by depth, in feet and inches. Areas are measured to the outside face of the exterior walls.',
  'A licensed engineer shall confirm the foundation, beams, headers, roof framing and lateral bracing for the local soil, wind, snow and seismic loads before construction.',
  'Footings bear on undisturbed soil or engineered fill below the local frost depth. A foundation other than the one drawn needs its own foundation plan.',
  'Framing lumber is No. 2 grade or better. Exterior walls are 2x6 studs at 16 in. on centre and interior walls 2x4 studs at 16 in. on centre unless noted.',
  'Provide smoke and carbon-monoxide alarms, emergency escape openings in sleeping rooms and safety glazing wherever the code requires them.',
  'Heating, ventilation, plumbing and electrical layouts are designed by the trades that install them and meet the local code.',
  'Insulate and air-seal the building envelope to meet or exceed the local energy code.',
  'The materials list and the cost-to-build report, when ordered, are estimates for budgeting: confirm quantities and prices with the builder and suppliers.',
  'The designer is not responsible for construction methods, for site conditions or for changes made to these drawings by others.',
]);
