-- One rule for every web address a person gave the shop: http or https only. Addresses stored before the rule
-- (a `javascript:` website copied from an application into a store, say) are cleared, so that no page, export
-- or future code path can hand them to a browser. The same rule is checked in the actions and the data layer.
UPDATE merchant_applications SET website = ''
  WHERE website <> '' AND NOT (lower(website) GLOB 'https://?*' OR lower(website) GLOB 'http://?*');
UPDATE merchants SET website = ''
  WHERE website <> '' AND NOT (lower(website) GLOB 'https://?*' OR lower(website) GLOB 'http://?*');
UPDATE merchants SET social_facebook = ''
  WHERE social_facebook <> '' AND NOT (lower(social_facebook) GLOB 'https://?*' OR lower(social_facebook) GLOB 'http://?*');
UPDATE merchants SET social_twitter = ''
  WHERE social_twitter <> '' AND NOT (lower(social_twitter) GLOB 'https://?*' OR lower(social_twitter) GLOB 'http://?*');
UPDATE merchants SET social_instagram = ''
  WHERE social_instagram <> '' AND NOT (lower(social_instagram) GLOB 'https://?*' OR lower(social_instagram) GLOB 'http://?*');
UPDATE merchants SET social_linkedin = ''
  WHERE social_linkedin <> '' AND NOT (lower(social_linkedin) GLOB 'https://?*' OR lower(social_linkedin) GLOB 'http://?*');
