from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_lumber_joist_span_input_type_1_grade import CalcLumberJoistSpanInputType1Grade
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcLumberJoistSpanInputType1")



@_attrs_define
class CalcLumberJoistSpanInputType1:
    """ 
        Attributes:
            grade (CalcLumberJoistSpanInputType1Grade | Unset):
     """

    grade: CalcLumberJoistSpanInputType1Grade | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        grade: str | Unset = UNSET
        if not isinstance(self.grade, Unset):
            grade = self.grade.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if grade is not UNSET:
            field_dict["grade"] = grade

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _grade = d.pop("grade", UNSET)
        grade: CalcLumberJoistSpanInputType1Grade | Unset
        if isinstance(_grade,  Unset):
            grade = UNSET
        else:
            grade = CalcLumberJoistSpanInputType1Grade(_grade)




        calc_lumber_joist_span_input_type_1 = cls(
            grade=grade,
        )


        calc_lumber_joist_span_input_type_1.additional_properties = d
        return calc_lumber_joist_span_input_type_1

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
