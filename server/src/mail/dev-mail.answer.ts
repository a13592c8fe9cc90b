import { ApiProperty } from '@nestjs/swagger';

export class DevMail {
  @ApiProperty() id: string;
  @ApiProperty() to: string;
  @ApiProperty() subject: string;
  @ApiProperty({ format: 'date-time' }) date: string;
  @ApiProperty() text: string;
  @ApiProperty({ type: [String], description: 'The links in the mail' }) links: string[];
}

export class DevMailAnswer {
  @ApiProperty({ type: DevMail, nullable: true, description: 'null: no mail to this address in the last hour' }) mail: DevMail | null;
}
