import type { Pepper } from './pepper.entity.js';

/** The REST wire shape of SPEC.md section 3 (`heb-name`, `growing_time`, `last_updated`, ...). */
export function toRestPepper(p: Pepper) {
  return {
    id: p.id,
    name: p.name,
    'heb-name': p.hebName,
    group: p.group,
    shu: p.shu,
    shuMin: p.shuMin,
    shuMax: p.shuMax,
    description: p.description,
    'heb-description': p.hebDescription,
    origin: p.origin,
    'heb-origin': p.hebOrigin,
    flavor: p.flavor,
    'heb-flavor': p.hebFlavor,
    heat_level: p.heatLevel,
    growing_time: p.growingTime,
    difficulty: p.difficulty,
    color: p.color,
    shape: p.shape,
    isActive: p.isActive,
    isFeatured: p.isFeatured,
    img: p.img,
    views: p.views,
    likes: p.likes,
    last_updated: p.lastUpdated.toISOString(),
    lastUpdated: p.lastUpdated.toISOString(),
  };
}
