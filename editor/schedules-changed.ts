/** Said on the window when a schedule is added or cancelled, so every list of schedules on screen reloads. */
export const SCHEDULES_CHANGED = 'ed-schedules-changed';

export const schedulesChanged = () => window.dispatchEvent(new Event(SCHEDULES_CHANGED));
