// The calibration upload's example file; its schema is app/forms/calibration-upload.server.ts.

export const EXAMPLE_CALIBRATION_CSV = `concept_text,audience,yes_share,n
"A meal kit for two, $9 a serving",us_adults,0.31,400
"A budgeting app for freelancers, $5/month",custom:Freelancers|Self-employed designers and writers,0.42,150
"Noise-cancelling earbuds for sleep, $199",general,0.12,400
"A dog-walking app for city owners, $20 a walk",us_adults,0.18,400
"A tax-filing service for small shops, $30/month",smb,0.36,120`;
