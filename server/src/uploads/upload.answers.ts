import { ApiProperty } from '@nestjs/swagger';

export class StoredImageAnswer {
  @ApiProperty({ description: 'Send it as the `img` of a pepper' }) url: string;
  @ApiProperty({ description: 'The image at each width, for srcset' }) srcSet: string;
  @ApiProperty({ type: 'integer' }) width: number;
  @ApiProperty({ type: 'integer' }) height: number;
}

export class UploadImageAnswer {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: StoredImageAnswer }) image: StoredImageAnswer;
}
