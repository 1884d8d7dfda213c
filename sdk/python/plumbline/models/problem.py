from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.problem_code import ProblemCode
from ..types import UNSET, Unset






T = TypeVar("T", bound="Problem")



@_attrs_define
class Problem:
    """ An RFC 7807 problem.

        Attributes:
            detail (str): What went wrong and what to do.
            instance (str): The request path.
            request_id (str): The request id, as in X-Request-Id.
            status (int):
            title (str): The status phrase.
            type_ (str): {errors_base_url}/<status>
            code (ProblemCode | Unset): On a 429 only, its cause: rate_limited (over the key's rate or a throttle: retry
                after Retry-After seconds) or quota_exhausted (a Free account's monthly quota is used up until the month turns,
                or upgrade) or spend_cap_reached (a paid account's spend cap is reached until the month turns, or raise it) or
                key_limit_reached (the calling key's own monthly call limit is reached until the month turns, or raise it;
                members key_limit and resets_at).
     """

    detail: str
    instance: str
    request_id: str
    status: int
    title: str
    type_: str
    code: ProblemCode | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        detail = self.detail

        instance = self.instance

        request_id = self.request_id

        status = self.status

        title = self.title

        type_ = self.type_

        code: str | Unset = UNSET
        if not isinstance(self.code, Unset):
            code = self.code.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "detail": detail,
            "instance": instance,
            "request_id": request_id,
            "status": status,
            "title": title,
            "type": type_,
        })
        if code is not UNSET:
            field_dict["code"] = code

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        detail = d.pop("detail")

        instance = d.pop("instance")

        request_id = d.pop("request_id")

        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        _code = d.pop("code", UNSET)
        code: ProblemCode | Unset
        if isinstance(_code,  Unset):
            code = UNSET
        else:
            code = ProblemCode(_code)




        problem = cls(
            detail=detail,
            instance=instance,
            request_id=request_id,
            status=status,
            title=title,
            type_=type_,
            code=code,
        )


        problem.additional_properties = d
        return problem

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
