/**
 * Every validation limit (docs/product-rules.md#validation), in one place
 * for the server (DTO validation, column sizes) and the client (form rules, maxLength, counters). Every page loads
 * this object with its frame: the limits only the control panel uses live with their rules (CONTENT_LIMITS).
 * Text limits are inclusive maxima counted in characters (code points) of the trimmed value.
 */
export const LIMITS = {
  pepper: {
    nameMin: 2,
    nameMax: 50,
    descriptionMax: 500,
    hebNameMax: 100,
    hebDescriptionMax: 500,
    originMax: 100,
    flavorMax: 200,
    /** Culinary uses and the growing note (issue 33), in each language. */
    usesMax: 400,
    growingNoteMax: 400,
    growingTimeMax: 100,
    colorMax: 50,
    shapeMax: 50,
    /** SHU number inputs (single value or range ends) start at 0. */
    shuMin: 0,
  },
  password: { min: 6, max: 128 },
  image: {
    /** Above this a non-blocking warning recommends a file under 5 MB. */
    warnBytes: 5_242_880,
    /** Above this a note says the image will be compressed automatically. */
    compressNoteBytes: 1_048_576,
    /** Hard upload limit enforced by the server. */
    maxBytes: 10_485_760,
  },
  topic: { titleMax: 150, subjectMax: 100, descriptionLineMax: 2000, descriptionLinesMax: 20 },
  comment: { textMax: 5000 },
  report: { descriptionMax: 1000 },
  username: {
    min: 3,
    max: 30,
    /**
     * Latin or Hebrew letters, digits, underscore, dot and hyphen. Other scripts are left out on
     * purpose: Cyrillic/Greek look-alikes would allow impersonating names such as "admin".
     */
    pattern: /^[A-Za-z\u05D0-\u05EA0-9_.-]+$/,
  },
  /** First and last name. */
  name: { max: 50 },
  bio: { max: 500 },
  /** RFC 5321 path limit. */
  email: { max: 254 },
} as const;

export type Limits = typeof LIMITS;

