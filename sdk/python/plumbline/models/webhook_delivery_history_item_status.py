from enum import Enum

class WebhookDeliveryHistoryItemStatus(str, Enum):
    DELIVERED = "delivered"
    FAILED = "failed"
    RETRYING = "retrying"

    def __str__(self) -> str:
        return str(self.value)
