import { ApiProperty } from '@nestjs/swagger';
import { SOURCE_SUPPORTS } from '@pepper-atlas/domain';

// The REST answers of /api/peppers (docs/rest-api.md, "A pepper") as OpenAPI schemas; toRestPepper
// returns this type, so the compiler holds the document to what the routes answer.

const text = (description?: string) => ApiProperty({ type: String, nullable: true, description });
const wholeNumber = (description?: string) => ApiProperty({ type: 'integer', nullable: true, description });

/** A cited source (issue 33), as stored. */
export class RestPepperSource {
  @ApiProperty() title: string;
  @text('Who published it') publisher: string | null;
  @text('An http(s) address') url: string | null;
  @wholeNumber('The year it was published') year: number | null;
  @ApiProperty({ type: [String], enum: [...SOURCE_SUPPORTS], description: 'The facts it is cited for' })
  supports: string[];
}

export class RestPepper {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @text() 'heb-name': string | null;
  @ApiProperty() group: string;
  @ApiProperty({ description: 'Scoville heat units as entered: `5000`, `1,000-5,000`, `100000+`' }) shu: string;
  @ApiProperty({ type: 'integer' }) shuMin: number;
  @wholeNumber('null when open-ended') shuMax: number | null;
  @text() description: string | null;
  @text() 'heb-description': string | null;
  @text() origin: string | null;
  @text() 'heb-origin': string | null;
  @text('ISO 3166 country code') country: string | null;
  @text() region: string | null;
  @text() 'heb-region': string | null;
  @text() flavor: string | null;
  @text() 'heb-flavor': string | null;
  @text('What the pepper is used for in the kitchen') uses: string | null;
  @text() 'heb-uses': string | null;
  @ApiProperty({ description: 'Follows the SHU' }) heat_level: string;
  @text() growing_time: string | null;
  @wholeNumber() growing_days_min: number | null;
  @wholeNumber() growing_days_max: number | null;
  @ApiProperty({ type: [RestPepperSource], description: 'The sources it cites, in the order of their numbers on its page' })
  sources: RestPepperSource[];
  @text('A short note on growing it') 'growing-note': string | null;
  @text() 'heb-growing-note': string | null;
  @ApiProperty() difficulty: string;
  @text('The ripe (and unripe) colour, readable in English') color: string | null;
  @text('The colour in Hebrew') 'heb-color': string | null;
  @text() color_code: string | null;
  @text() unripe_color_code: string | null;
  @text('The pod shape in English') shape: string | null;
  @text('The pod shape in Hebrew') 'heb-shape': string | null;
  @text() shape_code: string | null;
  @ApiProperty() isActive: boolean;
  @ApiProperty() isFeatured: boolean;
  @text('Image URL (from POST /api/upload-image)') img: string | null;
  @text('The image at each width, for srcset') imgSrcSet: string | null;
  @ApiProperty({ type: 'integer' }) views: number;
  @ApiProperty({ type: 'integer' }) likes: number;
  @ApiProperty({ format: 'date-time' }) last_updated: string;
  @ApiProperty({ format: 'date-time', description: 'The same date as last_updated' }) lastUpdated: string;
}

export class DeletePepperImageAnswer {
  @ApiProperty() success: boolean;
  @ApiProperty({ example: 'image deleted successfully' }) message: string;
  @ApiProperty({ type: RestPepper }) pepper: RestPepper;
}
