/** Whether this browser can give a canvas a WebGL context (none: no GPU, WebGL turned off, a locked-down browser). */
export function canDrawIn3d(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}
