from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.health_refresh_last import HealthRefreshLast
  from ..models.health_refresh_skipped_item import HealthRefreshSkippedItem





T = TypeVar("T", bound="HealthRefresh")



@_attrs_define
class HealthRefresh:
    """ /readyz: the server's background refresh of the publishers' releases (PLUMBLINE_REFRESH): the sources it pulls and
    those it skips with why, what is due by what the live version holds, and the last check that did something
    (`result`: switched, unchanged, failed, elsewhere). A failing publisher leaves the version before serving and the
    server ready.

        Attributes:
            enabled (bool):
            check_every (str | Unset):
            due (list[str] | Unset):
            last (HealthRefreshLast | Unset):
            last_check_at (datetime.datetime | Unset):
            next_check (datetime.datetime | Unset):
            running (bool | Unset):
            skipped (list[HealthRefreshSkippedItem] | Unset):
            sources (list[str] | Unset):
     """

    enabled: bool
    check_every: str | Unset = UNSET
    due: list[str] | Unset = UNSET
    last: HealthRefreshLast | Unset = UNSET
    last_check_at: datetime.datetime | Unset = UNSET
    next_check: datetime.datetime | Unset = UNSET
    running: bool | Unset = UNSET
    skipped: list[HealthRefreshSkippedItem] | Unset = UNSET
    sources: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.health_refresh_last import HealthRefreshLast
        from ..models.health_refresh_skipped_item import HealthRefreshSkippedItem
        enabled = self.enabled

        check_every = self.check_every

        due: list[str] | Unset = UNSET
        if not isinstance(self.due, Unset):
            due = self.due



        last: dict[str, Any] | Unset = UNSET
        if not isinstance(self.last, Unset):
            last = self.last.to_dict()

        last_check_at: str | Unset = UNSET
        if not isinstance(self.last_check_at, Unset):
            last_check_at = self.last_check_at.isoformat()

        next_check: str | Unset = UNSET
        if not isinstance(self.next_check, Unset):
            next_check = self.next_check.isoformat()

        running = self.running

        skipped: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.skipped, Unset):
            skipped = []
            for skipped_item_data in self.skipped:
                skipped_item = skipped_item_data.to_dict()
                skipped.append(skipped_item)



        sources: list[str] | Unset = UNSET
        if not isinstance(self.sources, Unset):
            sources = self.sources




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "enabled": enabled,
        })
        if check_every is not UNSET:
            field_dict["check_every"] = check_every
        if due is not UNSET:
            field_dict["due"] = due
        if last is not UNSET:
            field_dict["last"] = last
        if last_check_at is not UNSET:
            field_dict["last_check_at"] = last_check_at
        if next_check is not UNSET:
            field_dict["next_check"] = next_check
        if running is not UNSET:
            field_dict["running"] = running
        if skipped is not UNSET:
            field_dict["skipped"] = skipped
        if sources is not UNSET:
            field_dict["sources"] = sources

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.health_refresh_last import HealthRefreshLast
        from ..models.health_refresh_skipped_item import HealthRefreshSkippedItem
        d = dict(src_dict)
        enabled = d.pop("enabled")

        check_every = d.pop("check_every", UNSET)

        due = cast(list[str], d.pop("due", UNSET))


        _last = d.pop("last", UNSET)
        last: HealthRefreshLast | Unset
        if isinstance(_last,  Unset):
            last = UNSET
        else:
            last = HealthRefreshLast.from_dict(_last)




        _last_check_at = d.pop("last_check_at", UNSET)
        last_check_at: datetime.datetime | Unset
        if isinstance(_last_check_at,  Unset):
            last_check_at = UNSET
        else:
            last_check_at = datetime.datetime.fromisoformat(_last_check_at)




        _next_check = d.pop("next_check", UNSET)
        next_check: datetime.datetime | Unset
        if isinstance(_next_check,  Unset):
            next_check = UNSET
        else:
            next_check = datetime.datetime.fromisoformat(_next_check)




        running = d.pop("running", UNSET)

        _skipped = d.pop("skipped", UNSET)
        skipped: list[HealthRefreshSkippedItem] | Unset = UNSET
        if _skipped is not UNSET:
            skipped = []
            for skipped_item_data in _skipped:
                skipped_item = HealthRefreshSkippedItem.from_dict(skipped_item_data)



                skipped.append(skipped_item)


        sources = cast(list[str], d.pop("sources", UNSET))


        health_refresh = cls(
            enabled=enabled,
            check_every=check_every,
            due=due,
            last=last,
            last_check_at=last_check_at,
            next_check=next_check,
            running=running,
            skipped=skipped,
            sources=sources,
        )


        health_refresh.additional_properties = d
        return health_refresh

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
