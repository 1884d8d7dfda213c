from enum import Enum

class WebhookDeletedStatus(str, Enum):
    DELETED = "deleted"

    def __str__(self) -> str:
        return str(self.value)
