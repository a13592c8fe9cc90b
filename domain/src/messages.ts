/**
 * Validation message keys and their English texts. Validators return keys; the client
 * translates them (Hebrew) and the server returns them with the English text.
 * The texts of docs/product-rules.md#validation are reproduced exactly.
 */
export const MESSAGES = {
  // Pepper form (docs/product-rules.md#validation).
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be less than 50 characters',
  shuRequired: 'SHU is required',
  shuInvalid: 'Invalid SHU value',
  groupRequired: 'Group is required',
  groupInvalid: 'Invalid group selected',
  // The add-pepper copy's wording of the three required fields, used when a new pepper is added.
  pepperNameRequired: 'Pepper name is required',
  heatUnitsRequired: 'Heat units are required',
  pepperGroupRequired: 'Pepper group is required',
  descriptionTooLong: 'Description must be less than 500 characters',
  hebNameTooLong: 'Hebrew name must be less than 100 characters',
  hebDescriptionTooLong: 'Hebrew description must be less than 500 characters',
  originTooLong: 'Origin must be less than 100 characters',
  flavorTooLong: 'Flavor must be less than 200 characters',
  hebOriginTooLong: 'Hebrew origin must be less than 100 characters',
  regionTooLong: 'Region must be less than 100 characters',
  hebRegionTooLong: 'Hebrew region must be less than 100 characters',
  hebFlavorTooLong: 'Hebrew flavor must be less than 200 characters',
  usesTooLong: 'Culinary uses must be less than 400 characters',
  hebUsesTooLong: 'Hebrew culinary uses must be less than 400 characters',
  growingNoteTooLong: 'Growing note must be less than 400 characters',
  hebGrowingNoteTooLong: 'Hebrew growing note must be less than 400 characters',
  sourceTitleRequired: 'Source title is required',
  sourceTitleTooLong: 'Source title must be less than 200 characters',
  sourcePublisherTooLong: 'Source publisher must be less than 120 characters',
  sourceUrlInvalid: 'Source URL must be a web address starting with http:// or https://',
  sourceUrlTooLong: 'Source URL must be less than 500 characters',
  sourceYearInvalid: 'Source year must be a year from 1500 to this year',
  sourceSupportsInvalid: 'Unknown fact for a source: choose SHU, origin, species, flavor, growing or uses',
  tooManySources: 'A pepper may cite at most 10 sources',
  heatLevelInvalid: 'Invalid heat level',
  // {{expected}}: the level of the SHU (the client translates the key with the server's `params`).
  heatLevelMismatch: 'Heat level does not match the SHU (expected {{expected}})',
  growingTimeTooLong: 'Growing time must be less than 100 characters',
  difficultyInvalid: 'Invalid difficulty level',
  countryUnknown: 'Unknown country: write a country name in English or Hebrew (such as "Mexico (Veracruz)" or "מקסיקו")',
  growingTimeInvalid: 'Growing time must be a number of days or a range, such as "90 days" or "100-120 days"',
  // Same wording style as the other pepper form fields.
  colorTooLong: 'Color must be less than 50 characters',
  shapeTooLong: 'Shape must be less than 50 characters',
  colorUnknown: 'Unknown color: choose a listed color, such as "Red" or "Green to red"',
  shapeUnknown: 'Unknown shape: choose a listed shape, such as "Conical" or "Lantern"',
  requiredFields: 'Please fill in all required fields',
  imageRequired: 'Please select an image for the new pepper',
  imageInvalidType: 'Please select an image file',
  imageTooLarge: 'Image must be 10 MB or smaller',
  imageSizeWarning: 'The image is larger than 5 MB. We recommend a file under 5 MB.',
  imageWillBeCompressed: 'The image is larger than 1 MB and will be compressed automatically.',

  // Accounts.
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username must be at most 30 characters',
  usernameInvalid: 'Username may contain only letters, digits, underscores, dots and hyphens',
  emailInvalid: 'Invalid email address',
  emailTooLong: 'Email must be at most 254 characters',
  firstNameTooLong: 'First name must be at most 50 characters',
  lastNameTooLong: 'Last name must be at most 50 characters',
  bioTooLong: 'Bio must be at most 500 characters',

  // Forum.
  titleTooLong: 'Title must be at most 150 characters',
  subjectTooLong: 'Subject must be at most 100 characters',
  descriptionLineTooLong: 'Each description line must be at most 2000 characters',
  descriptionTooManyLines: 'A topic can have at most 20 description lines',
  categoryInvalid: 'Invalid category',
  commentEmpty: 'Comment cannot be empty',
  commentTooLong: 'Comment must be at most 5000 characters',
  postImagesTooMany: 'A post can have at most 6 photos',
  postImageAltTooLong: 'Alt text must be at most 300 characters',
  postImageInvalid: 'This photo cannot be attached here: upload it again',
  postImageDailyLimit: 'New accounts can upload at most 12 photos a day',
  reportTypeInvalid: 'Invalid report type',
  reportDescriptionRequired: 'Please describe the problem',
  reportDescriptionTooLong: 'Report description must be at most 1000 characters',

  // Any text field (see text.ts).
  directionControlsNotAllowed: 'Remove the hidden text-direction characters (they often come with pasted text)',

  // News, recipes and guides (issue 33).
  contentRequired: 'This field is required',
  contentTitleTooLong: 'Title must be at most 200 characters',
  contentDescriptionTooLong: 'Description must be at most 2000 characters',
  contentTextTooLong: 'Text must be at most 4000 characters',
  contentLocationTooLong: 'Location must be at most 200 characters',
  contentLineTooLong: 'Each line must be at most 1000 characters',
  contentParagraphTooLong: 'Each paragraph must be at most 4000 characters',
  contentTooManyLines: 'At most 60 lines',
  contentDateInvalid: 'Enter a date as YYYY-MM-DD',
  contentAttendeesInvalid: 'Attendees must be a whole number from 0 to 1,000,000',
  contentMinutesInvalid: 'Minutes must be a whole number from 1 to 10,080',
  contentServingsInvalid: 'Servings must be a whole number from 1 to 1000',
  contentRatingInvalid: 'Rating must be between 0 and 5',
  contentDifficultyInvalid: 'Choose Easy, Medium or Hard',
  contentLevelInvalid: 'Choose beginner, intermediate or advanced',
  contentTooManyPeppers: 'A recipe can link at most 12 peppers',
  contentPepperUnknown: 'Choose peppers from the catalogue',
} as const;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(x: unknown): x is MessageKey {
  return typeof x === 'string' && Object.prototype.hasOwnProperty.call(MESSAGES, x);
}

/**
 * English text of "password too short" for the minimum in force: the admin setting can raise
 * it above 6, and then the fixed MESSAGES.passwordTooShort text would be wrong.
 */
export function passwordTooShortMessage(min: number): string {
  return `Password must be at least ${min} characters long`;
}

/** English text of "heat level does not match", naming the level the SHU gives. */
export function heatLevelMismatchMessage(expected: string): string {
  return MESSAGES.heatLevelMismatch.replace('{{expected}}', expected);
}
