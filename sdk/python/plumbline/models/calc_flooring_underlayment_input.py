from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_flooring_underlayment_input_form import CalcFlooringUnderlaymentInputForm
from ..models.calc_flooring_underlayment_input_sheet_size import CalcFlooringUnderlaymentInputSheetSize
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcFlooringUnderlaymentInput")



@_attrs_define
class CalcFlooringUnderlaymentInput:
    """ 
        Attributes:
            area_sqft (float): Floor area, ft² (without the flooring's waste allowance).
            form (CalcFlooringUnderlaymentInputForm | Unset): roll: foam, felt or cork roll underlayment; sheet: panel
                underlayment (plywood, lauan). Default: CalcFlooringUnderlaymentInputForm.ROLL.
            roll_coverage_sqft (float | Unset): Coverage of one roll from its label, ft² (rolls are sold from 100 to 1000
                ft²). Default: 100.0.
            sheet_size (CalcFlooringUnderlaymentInputSheetSize | Unset): Panel size, feet (4x8 = 32 ft², 4x4 = 16 ft²); used
                when form is sheet. Default: CalcFlooringUnderlaymentInputSheetSize.VALUE_0.
            waste_pct (float | Unset): Allowance for cut-off, percent; roll coverage is usually taken on the net floor area.
                Default: 0.0.
     """

    area_sqft: float
    form: CalcFlooringUnderlaymentInputForm | Unset = CalcFlooringUnderlaymentInputForm.ROLL
    roll_coverage_sqft: float | Unset = 100.0
    sheet_size: CalcFlooringUnderlaymentInputSheetSize | Unset = CalcFlooringUnderlaymentInputSheetSize.VALUE_0
    waste_pct: float | Unset = 0.0





    def to_dict(self) -> dict[str, Any]:
        area_sqft = self.area_sqft

        form: str | Unset = UNSET
        if not isinstance(self.form, Unset):
            form = self.form.value


        roll_coverage_sqft = self.roll_coverage_sqft

        sheet_size: str | Unset = UNSET
        if not isinstance(self.sheet_size, Unset):
            sheet_size = self.sheet_size.value


        waste_pct = self.waste_pct


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "area_sqft": area_sqft,
        })
        if form is not UNSET:
            field_dict["form"] = form
        if roll_coverage_sqft is not UNSET:
            field_dict["roll_coverage_sqft"] = roll_coverage_sqft
        if sheet_size is not UNSET:
            field_dict["sheet_size"] = sheet_size
        if waste_pct is not UNSET:
            field_dict["waste_pct"] = waste_pct

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area_sqft = d.pop("area_sqft")

        _form = d.pop("form", UNSET)
        form: CalcFlooringUnderlaymentInputForm | Unset
        if isinstance(_form,  Unset):
            form = UNSET
        else:
            form = CalcFlooringUnderlaymentInputForm(_form)




        roll_coverage_sqft = d.pop("roll_coverage_sqft", UNSET)

        _sheet_size = d.pop("sheet_size", UNSET)
        sheet_size: CalcFlooringUnderlaymentInputSheetSize | Unset
        if isinstance(_sheet_size,  Unset):
            sheet_size = UNSET
        else:
            sheet_size = CalcFlooringUnderlaymentInputSheetSize(_sheet_size)




        waste_pct = d.pop("waste_pct", UNSET)

        calc_flooring_underlayment_input = cls(
            area_sqft=area_sqft,
            form=form,
            roll_coverage_sqft=roll_coverage_sqft,
            sheet_size=sheet_size,
            waste_pct=waste_pct,
        )

        return calc_flooring_underlayment_input

