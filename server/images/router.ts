import { Router } from 'express';

/** Image resizer: `/images/{id}/{size}.jpg`. Filled in by the images module. */
export function imagesRouter(): Router {
  return Router();
}
