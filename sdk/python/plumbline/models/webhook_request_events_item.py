from enum import Enum

class WebhookRequestEventsItem(str, Enum):
    DATA_RELEASE_PUBLISHED = "data.release.published"
    KEY_CREATED = "key.created"
    KEY_REVOKED = "key.revoked"
    QUOTA_EXHAUSTED = "quota.exhausted"
    SUBSCRIPTION_UPDATED = "subscription.updated"
    USAGE_SPEND_CAP_REACHED = "usage.spend_cap_reached"
    USAGE_THRESHOLD = "usage.threshold"

    def __str__(self) -> str:
        return str(self.value)
